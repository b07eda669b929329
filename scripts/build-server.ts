/**
 * `npm run build` (its second half): compiles the API and the shared package it imports into one
 * JavaScript file, apps/api/dist/server.js, which `npm start` runs with plain `node` (scripts/start.mjs).
 *
 * - Dependencies from node_modules stay imports (they ship compiled, and native ones such as
 *   better-sqlite3 and sharp cannot be bundled); @store/shared is source, so it is bundled in.
 * - The file sits at the same depth as apps/api/src/server.ts, so the paths the server finds beside
 *   itself (the web build, package.json) are the same from the source and from the build.
 * - The SQLite read worker is plain JavaScript loaded by path (db/sqlite-read-pool.ts): it is copied
 *   beside the bundle with the module it imports.
 * - A source map goes with it, and Node is started with --enable-source-maps, so a stack trace names
 *   the TypeScript file and line.
 */
import { build, type Plugin } from 'esbuild';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/builds.mjs';

const SOURCE = join(ROOT, 'apps/api/src');
const OUT = join(ROOT, 'apps/api/dist');
/** Plain JavaScript modules the server loads by path at run time. */
const COPIED = ['db/sqlite-read-worker.mjs', 'db/sqlite-connection.mjs'];

/** Every bare import stays external except the workspace's own TypeScript package. */
const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(on) {
    on.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@store/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
rmSync(OUT, { recursive: true, force: true });
const result = await build({
  entryPoints: [join(SOURCE, 'server.ts')],
  outfile: join(OUT, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  plugins: [externalDependencies],
  logLevel: 'warning',
  metafile: true,
});
for (const file of COPIED) copyFileSync(join(SOURCE, file), join(OUT, file.split('/').at(-1) ?? file));

const bytes =
  Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('server.js'))?.[1].bytes ?? 0;
console.log(
  `Built apps/api/dist/server.js (${(bytes / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
