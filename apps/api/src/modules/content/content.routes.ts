import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import {
  brandSchema,
  contentPageParamsSchema,
  contentPageSchema,
  footerSchema,
  heroSlideSchema,
  testimonialSchema,
} from '@store/shared/schemas/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../lib/context.ts';
import { localizedGet } from '../../lib/localized-route.ts';
import { listBrands, listHeroSlides, listTestimonials } from './content.service.ts';
import { getFooter } from './footer.service.ts';
import { getPublishedPage } from './pages.service.ts';

/** Home-page, footer and content-page calls of storefront §7 (pages: /pages/{slug}). */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['content'];
  localizedGet(
    app,
    '/api/hero',
    { tags, summary: 'Active hero slides', response: z.array(heroSlideSchema) },
    listHeroSlides,
  );
  localizedGet(
    app,
    '/api/testimonials',
    { tags, summary: 'Customer testimonials', response: z.array(testimonialSchema) },
    listTestimonials,
  );
  localizedGet(
    app,
    '/api/brands',
    { tags, summary: 'Popular brands (footer strip)', response: z.array(brandSchema) },
    listBrands,
  );
  localizedGet(
    app,
    '/api/footer',
    { tags, summary: 'Footer content', response: footerSchema, notFound: true },
    getFooter,
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/pages/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A published content page (About, Shipping…), its Markdown rendered to safe HTML',
        params: contentPageParamsSchema,
        querystring: langQuerySchema,
        response: { 200: contentPageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getPublishedPage(ctxOf(request, request.query.lang), request.params.slug),
  );
}
