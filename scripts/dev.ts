/**
 * `npm run dev`: the API on port 3001 (restarting on change) and Vite on http://localhost:3000 with hot
 * reload, proxying /api to the API. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './lib/web-build.ts';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
  }),
  spawn('npx', ['vite'], { cwd: `${ROOT}/apps/web`, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
