/**
 * The store a journey worker talks to, as a child of that worker: the API server (which also serves
 * the built web app), stopped when the worker goes. The worker holds an IPC channel to this process;
 * the channel closes however the worker ends, even killed, so no server outlives its run.
 */
import '../../apps/api/src/server.ts';

process.on('disconnect', () => process.exit(0));
