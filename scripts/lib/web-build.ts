import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildProblem, ROOT, SSR_DIR } from './builds.mjs';

export { ROOT, SSR_DIR };
export const WEB_DIST = join(ROOT, 'apps/web/dist');

/** True when the build (apps/web/dist unless told) is missing or older than any of its inputs. */
export function isWebBuildStale(outDir = WEB_DIST): boolean {
  return buildProblem('web', { output: join(resolve(outDir), 'index.html') }) !== null;
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
