import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Serves the built React app's files; its pages are served by web-pages.ts. Unknown paths get a JSON
 * 404. Vite's hashed files under /assets are cached for a year; the rest for a day.
 */
/** The web build's folder, when there is one (it has an index.html); null for an API alone. */
export function builtWebRoot(webDist: string | undefined): string | null {
  const root = webDist ? resolve(webDist) : null;
  return root !== null && existsSync(resolve(root, 'index.html')) ? root : null;
}

async function staticWebPlugin(app: FastifyInstance, opts: { webDist?: string }): Promise<void> {
  const root = builtWebRoot(opts.webDist);
  if (root !== null) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // '/' is a page like any other (web-pages.ts), not index.html as a file.
      index: false,
      // The server's renderer is built beside the app, but is not part of it.
      allowedPath: (path) => !path.startsWith('/.ssr/'),
      // Our own Cache-Control below; the plugin's default max-age would override it.
      cacheControl: false,
      setHeaders(res, path) {
        if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        else if (path.includes('/assets/'))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply.status(404).send({ error: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
  });
}

export default fp(staticWebPlugin, { name: 'static-web' });
