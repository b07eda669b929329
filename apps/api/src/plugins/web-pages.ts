import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadRenderer } from './server-render.ts';
import { builtWebRoot } from './static-web.ts';

/** The admin panel is only ever rendered in the browser. */
function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** Paths that are no page: the API's, and files (a name with an extension) the build does not have. */
function isPagePath(path: string): boolean {
  return !path.startsWith('/api/') && path !== '/api' && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * The web app's pages: any other GET is one. The storefront's are rendered on the server when the
 * build has its renderer; the admin's (and every page, without one) get index.html for the browser to
 * render. A route, not the not-found handler, so compression and the rate limiter apply: a rendered
 * page costs the server more than a file.
 */
async function webPagesPlugin(
  app: FastifyInstance,
  opts: { webDist?: string; publicUrl: string },
): Promise<void> {
  const root = builtWebRoot(opts.webDist);
  if (root === null) return;
  const renderPage = await loadRenderer(app, root, opts.publicUrl);

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isPagePath(path)) return reply.callNotFound();
    if (renderPage && !isAdminPath(path)) {
      try {
        return await renderPage(request, reply);
      } catch (error) {
        // The browser can still render the page itself.
        request.log.error({ err: error }, 'server rendering failed');
      }
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  });
}

export default fp(webPagesPlugin, { name: 'web-pages', dependencies: ['static-web'] });
