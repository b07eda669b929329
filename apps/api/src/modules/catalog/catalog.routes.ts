import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import { activeCategoriesQuerySchema, categorySchema } from '@store/shared/schemas/content';
import { productSummarySchema } from '@store/shared/schemas/product';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../lib/context.ts';
import { listCategories, listFeaturedProducts } from './catalog.service.ts';

/** Catalogue content calls of storefront §7 (categories and featured products). */
export default async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  r.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'Active categories with product counts',
        querystring: langQuerySchema,
        response: { 200: z.array(categorySchema), 400: errorSchema },
      },
    },
    async (request) => listCategories(ctxOf(request, request.query.lang)),
  );

  r.get(
    '/api/categories/active',
    {
      schema: {
        tags,
        summary: 'The first active categories (home carousel, footer)',
        querystring: activeCategoriesQuerySchema,
        response: { 200: z.array(categorySchema), 400: errorSchema },
      },
    },
    async (request) => listCategories(ctxOf(request, request.query.lang), request.query.limit),
  );

  r.get(
    '/api/products/featured',
    {
      schema: {
        tags,
        summary: 'Featured products',
        querystring: langQuerySchema,
        response: { 200: z.array(productSummarySchema), 400: errorSchema },
      },
    },
    async (request) => listFeaturedProducts(ctxOf(request, request.query.lang)),
  );
}
