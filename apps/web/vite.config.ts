import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routerTreeShaking } from './router-tree-shaking-plugin.ts';
import { textBundles } from './text-bundles-plugin.ts';

/** API process used in development; the built app is served by the API itself in production. */
const API_TARGET = 'http://127.0.0.1:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), textBundles(), routerTreeShaking()],
  server: {
    port: 3000,
    strictPort: true,
    host: '127.0.0.1',
    // Only /api goes to the API: every other path is the single-page app.
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: { port: 3000, strictPort: true, host: '127.0.0.1' },
  // The server's build (entry-server.tsx, built into dist/.ssr) carries its libraries with it: the API
  // process imports it from wherever the build was written, where no node_modules may be found.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: {
      // Every browser es2022 code runs in knows <link rel="modulepreload">: no polyfill on each page.
      polyfill: false,
      // index.html keeps its preloads; a lazy page's import() does not carry the list of the chunks it
      // imports. Those lists, for every page, are in the entry every first visit loads (over 1 KB gzip
      // of file names). A server-rendered page has its chunks preloaded by its boot script; a page
      // opened from a link is fetched on hover, focus or touch (link.tsx), so its imports, which the
      // browser finds once its chunk is parsed, are usually in before the click.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // .vite/manifest.json: which chunks each route loads, for the JavaScript budget (check-bundle.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // The vendor chunk (React, router, query, i18next) is ~395 kB minified; anything bigger has slipped in.
    chunkSizeWarningLimit: 420,
    rolldownOptions: {
      output: {
        // Libraries change less often than the shop's code: their own chunk stays cached across deploys.
        // Only those the first page needs ('$initial'): a library that one lazily loaded screen alone
        // uses (Stripe's, for checkout's Stripe form) stays in that screen's chunk instead of riding
        // in the vendor chunk every page loads.
        // The shop's own code that every page needs is one chunk too. Left alone, the bundler splits
        // off whatever a lazily loaded page also imports (the API client, the translator, the session,
        // its own runtime) into small chunks that every page then fetches one by one, each gzipped
        // on its own: about 1.7 KB more for the same code, in four more requests.
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
                { name: 'shop', test: (id) => !id.includes('node_modules'), tags: ['$initial'], priority: 1 },
              ],
            },
      },
    },
  },
}));
