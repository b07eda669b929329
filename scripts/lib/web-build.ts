import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const WEB_DIST = join(ROOT, 'apps/web/dist');

/** Everything the web build reads; a newer file than the build means the build is stale. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when apps/web/dist is missing or older than any of its inputs. */
export function isWebBuildStale(): boolean {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

/** Builds the web app when its build is missing or stale; a fresh build is left alone. */
export async function ensureWebBuild(): Promise<void> {
  if (!isWebBuildStale()) return;
  console.log('Building the web app (apps/web/dist)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@store/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed.');
}
