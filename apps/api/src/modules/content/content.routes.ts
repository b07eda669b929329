import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import { brandSchema, footerSchema, heroSlideSchema, testimonialSchema } from '@store/shared/schemas/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../lib/context.ts';
import { listBrands, listHeroSlides, listTestimonials } from './content.service.ts';
import { getFooter } from './footer.service.ts';

/** Home-page and footer content calls of storefront §7. */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  r.get(
    '/api/hero',
    {
      schema: {
        tags,
        summary: 'Active hero slides',
        querystring: langQuerySchema,
        response: { 200: z.array(heroSlideSchema), 400: errorSchema },
      },
    },
    async (request) => listHeroSlides(ctxOf(request, request.query.lang)),
  );

  r.get(
    '/api/testimonials',
    {
      schema: {
        tags,
        summary: 'Customer testimonials',
        querystring: langQuerySchema,
        response: { 200: z.array(testimonialSchema), 400: errorSchema },
      },
    },
    async (request) => listTestimonials(ctxOf(request, request.query.lang)),
  );

  r.get(
    '/api/brands',
    {
      schema: {
        tags,
        summary: 'Popular brands (footer strip)',
        querystring: langQuerySchema,
        response: { 200: z.array(brandSchema), 400: errorSchema },
      },
    },
    async (request) => listBrands(ctxOf(request, request.query.lang)),
  );

  r.get(
    '/api/footer',
    {
      schema: {
        tags,
        summary: 'Footer content',
        querystring: langQuerySchema,
        response: { 200: footerSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getFooter(ctxOf(request, request.query.lang)),
  );
}
