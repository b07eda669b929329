import { errorSchema } from '@store/shared/schemas/common';
import { activeCategoriesQuerySchema, categorySchema } from '@store/shared/schemas/content';
import { productSummarySchema } from '@store/shared/schemas/product';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../lib/context.ts';
import { jsonAnswer, sendJson } from '../../lib/json-answer.ts';
import { localizedGet } from '../../lib/localized-route.ts';
import { listCategories, listFeaturedProducts } from './catalog.service.ts';
import { SlotLists } from './slot-lists.ts';

/** Catalogue content calls of storefront §7 (categories and featured products). */
export default async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];
  const lists = new SlotLists();

  localizedGet(
    app,
    '/api/categories',
    { tags, summary: 'Active categories with product counts', response: z.array(categorySchema) },
    (ctx) => listCategories(ctx),
  );

  r.get(
    '/api/categories/active',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The first active categories (home carousel, footer)',
        querystring: activeCategoriesQuerySchema,
        response: { 200: z.array(categorySchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const categories = await listCategories(ctxOf(request, request.query.lang), request.query.limit);
      return sendJson(reply, jsonAnswer(z.array(categorySchema), categories));
    },
  );

  localizedGet(
    app,
    '/api/products/featured',
    { tags, summary: 'Featured products', response: z.array(productSummarySchema) },
    (ctx) => listFeaturedProducts(ctx, lists),
  );
}
