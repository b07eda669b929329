/**
 * Builds the web app when apps/web/dist is missing or older than its sources, so that whatever serves
 * apps/web/dist (the browser journeys, `npm start`) never serves yesterday's app.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const builtIndex = join(repoRoot, 'apps/web/dist/index.html');

/** Everything the Vite build reads; a change to any of them makes the build stale. */
const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
];

/** Newest modification time (ms) of a file, or of any file below a folder; 0 when it does not exist. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why the build must run, or undefined when apps/web/dist is up to date. */
export function webBuildStaleReason(): string | undefined {
  if (!existsSync(builtIndex)) return 'apps/web/dist is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(join(repoRoot, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** Runs `npm run build` when the built web app is missing or stale; throws when the build fails. */
export async function ensureWebBuild(): Promise<void> {
  const reason = webBuildStaleReason();
  if (!reason) {
    console.log('[web-build] apps/web/dist is up to date');
    return;
  }
  console.log(`[web-build] ${reason}; running npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.error) throw new Error(`could not run npm: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`npm run build exited with ${result.status ?? result.signal}`);
}
