/**
 * `npm start`: build the web app if its build is missing or stale, then run the server in this process
 * (it migrates, seeds an empty database and serves API + web on one port).
 */
import { ensureWebBuild } from './lib/web-build.ts';

await ensureWebBuild();
await import('../apps/api/src/server.ts');
