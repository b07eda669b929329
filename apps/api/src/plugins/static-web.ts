import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Serves the built React app and the SPA fallback: any unknown GET outside /api answers index.html so
 * the client router can take it; unknown /api paths (and every non-GET) get a JSON 404.
 * Vite's hashed files under /assets are cached for a year; index.html is always revalidated.
 */
async function staticWebPlugin(app: FastifyInstance, opts: { webDist?: string }): Promise<void> {
  const root = opts.webDist ? resolve(opts.webDist) : undefined;
  const hasWeb = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
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
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && isPage && !path.startsWith('/api/') && path !== '/api' && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
  });
}

export default fp(staticWebPlugin, { name: 'static-web' });
