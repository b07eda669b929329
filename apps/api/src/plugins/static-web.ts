import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadRenderer } from './server-render.ts';

/** The admin panel is only ever rendered in the browser. */
function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * Serves the built React app. Any unknown GET outside /api is a page: the storefront's are rendered
 * on the server (when the build has its renderer), the admin's get index.html for the browser to
 * render; unknown /api paths (and every non-GET) get a JSON 404.
 * Vite's hashed files under /assets are cached for a year; pages are always revalidated.
 */
async function staticWebPlugin(
  app: FastifyInstance,
  opts: { webDist?: string; publicUrl: string },
): Promise<void> {
  const root = opts.webDist ? resolve(opts.webDist) : undefined;
  const hasWeb = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // '/' is a page like any other: rendered below, not index.html as a file.
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
  const renderPage = hasWeb ? await loadRenderer(app, root, opts.publicUrl) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && isPage && !path.startsWith('/api/') && path !== '/api' && !/\.[a-z0-9]+$/i.test(path)) {
      if (renderPage && !isAdminPath(path)) {
        try {
          if (await renderPage(request, reply)) return reply;
        } catch (error) {
          // The browser can still render the page itself.
          request.log.error({ err: error }, 'server rendering failed');
        }
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
  });
}

export default fp(staticWebPlugin, { name: 'static-web' });
