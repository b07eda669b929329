/**
 * `npm start`: runs the compiled server (apps/api/dist/server.js), which migrates, seeds an empty
 * database and serves the API and the web build on one port. Plain JavaScript, run by `node` alone.
 *
 * - In development (NODE_ENV unset or not "production") a missing or stale build is built first
 *   (`npm run build:web`, `npm run build:server`), so `npm install && npm start` works on a fresh clone.
 * - In production nothing is built at boot: a missing build, or one older than its sources, stops the
 *   start with a message saying so, since a server that builds itself on boot starts slowly, needs the
 *   build tools installed, and may run something other than what was tested.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { BUILDS, buildProblem, ROOT } from './lib/builds.mjs';

if (process.env.NODE_ENV === 'production') {
  const found = Object.keys(BUILDS)
    .map((name) => buildProblem(name, { dependencies: false }))
    .filter((problem) => problem !== null);
  if (found.length > 0) {
    console.error(
      `Cannot start: ${found.join('; ')}.\n` +
        'A production start runs the compiled build and never builds it: run `npm run build` first.',
    );
    process.exit(1);
  }
} else {
  for (const name of Object.keys(BUILDS)) {
    const problem = buildProblem(name);
    if (problem === null) continue;
    console.log(`Building first: ${problem}.`);
    const result = spawnSync('npm', ['run', `build:${name}`], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0 || buildProblem(name) !== null) {
      console.error(`The ${name} build failed.`);
      process.exit(1);
    }
  }
}

// Stack traces name the TypeScript sources (the build writes a source map beside the bundle).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(ROOT, BUILDS.server.output)).href);
