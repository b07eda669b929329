import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../lib/context.ts';
import { robotsTxt } from './robots.ts';
import { pagePaths, productPaths, sitemapFiles } from './sitemap.service.ts';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

const XML = 'application/xml; charset=utf-8';

/**
 * What search engines read beside the pages: robots.txt and the sitemaps, addressed under the shop's
 * PUBLIC_URL. Public answers (ETag, shared caches may keep them briefly); not part of the API, so
 * left out of its OpenAPI document.
 */
export default async function seoRoutes(app: FastifyInstance, opts: { publicUrl: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = opts.publicUrl;
  const config = { publicCache: true as const };
  const hide = true;

  r.get('/robots.txt', { config, schema: { hide } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(base)),
  );

  r.get('/sitemap.xml', { config, schema: { hide } }, async (request, reply) =>
    reply.type(XML).send(sitemapIndexXml(base, await sitemapFiles(ctxOf(request)))),
  );

  r.get('/sitemap-pages.xml', { config, schema: { hide } }, async (request, reply) =>
    reply.type(XML).send(urlSetXml(base, await pagePaths(ctxOf(request)))),
  );

  r.get(
    '/sitemap-products-:file.xml',
    { config, schema: { hide, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const file = /^[1-9][0-9]{0,5}$/.test(request.params.file) ? Number(request.params.file) : 0;
      const paths = file > 0 ? await productPaths(ctxOf(request), file) : null;
      // A file past the last, or no file at all, is as unknown as any other path (static-web.ts).
      if (!paths) return reply.callNotFound();
      return reply.type(XML).send(urlSetXml(base, paths));
    },
  );
}
