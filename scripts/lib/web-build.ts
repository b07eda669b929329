import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const WEB_DIST = join(ROOT, 'apps/web/dist');
/** Where, inside a web build, the server's renderer is built. */
export const SSR_DIR = '.ssr';

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

/** True when the build (apps/web/dist unless told) is missing or older than any of its inputs. */
export function isWebBuildStale(outDir = WEB_DIST): boolean {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

/**
 * Builds the web app when its build is missing or stale; a fresh build is left alone. Another `outDir`
 * gives a run its own build, so a rebuild by a second run in the same checkout never swaps its files.
 */
export async function ensureWebBuild(outDir = WEB_DIST): Promise<void> {
  if (!isWebBuildStale(outDir)) return;
  console.log(`Building the web app (${outDir})…`);
  const out = resolve(outDir);
  // The browser's build, then the server's renderer beside it (see apps/web/package.json's build).
  const builds = [
    ['--outDir', out],
    ['--ssr', 'src/entry-server.tsx', '--outDir', join(out, SSR_DIR)],
  ];
  for (const args of builds) {
    const result = spawnSync('npx', ['vite', 'build', ...args], {
      cwd: join(ROOT, 'apps/web'),
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('The web build failed.');
  }
}
