/**
 * The two builds `npm start` runs, what each is built from, and whether it is older than its
 * sources. Plain JavaScript: a production start runs it with `node` alone, without a TypeScript runner.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Where, inside a web build, the server's renderer is built. */
export const SSR_DIR = '.ssr';

/**
 * Each build: the file whose date is the build's, and the sources it is built from (a newer one means
 * the build is stale). The web build also bundles its dependencies, so a newer package-lock.json makes
 * it stale too where dependencies are asked about (a development start, the test suite); a production
 * start asks about sources only, since `npm prune --omit=dev` after the build rewrites the lock file.
 */
export const BUILDS = {
  web: {
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
    bundlesDependencies: true,
  },
  server: {
    output: 'apps/api/dist/server.js',
    // Its dependencies stay in node_modules (scripts/build-server.ts): a new version needs no rebuild.
    inputs: ['apps/api/src', 'packages/shared/src', 'scripts/build-server.ts'],
    bundlesDependencies: false,
  },
};

/** The newest file under `path` (itself when a file): its path and modification time, or null. */
export function newestFile(path) {
  if (!existsSync(path)) return null;
  const stat = statSync(path);
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs };
  let newest = null;
  for (const entry of readdirSync(path)) {
    const found = newestFile(join(path, entry));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/**
 * Why a build cannot be used as it is, in words for the person starting the store; null when it is
 * present and newer than every input. `output` overrides where the build's dated file is;
 * `dependencies: false` leaves package-lock.json out.
 */
export function buildProblem(name, { root = ROOT, output, dependencies = true } = {}) {
  const build = BUILDS[name];
  const outputPath = output ?? join(root, build.output);
  if (!existsSync(outputPath)) return `the ${name} build is missing (${relative(root, outputPath)})`;
  const built = statSync(outputPath).mtimeMs;
  const inputs =
    dependencies && build.bundlesDependencies ? [...build.inputs, 'package-lock.json'] : build.inputs;
  for (const input of inputs) {
    const newest = newestFile(join(root, input));
    if (newest && newest.mtimeMs > built) {
      return `the ${name} build is older than ${relative(root, newest.path)}`;
    }
  }
  return null;
}
