import {
  categoryParamsSchema,
  categoryProductsQuerySchema,
  categoryProductsResponseSchema,
  productParamsSchema,
  recommendationsQuerySchema,
  recommendationsResponseSchema,
  successSchema,
  trackViewBodySchema,
} from '@store/shared/schemas/catalog';
import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import { productDetailSchema } from '@store/shared/schemas/product';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, withTransaction } from '../../lib/context.ts';
import { guestSessionId } from '../../lib/guest-session.ts';
import { jsonAnswer, sendJson } from '../../lib/json-answer.ts';
import { categoryProducts } from './category-products.service.ts';
import { getProduct } from './product.service.ts';
import { recommendationsFor, recommendationsForVisitor } from './recommendations.service.ts';
import { SlotLists } from './slot-lists.ts';
import { trackView } from './views.service.ts';

function viewer(request: FastifyRequest) {
  return { userId: request.user?.id ?? null, sessionId: guestSessionId(request) };
}

/** Product page, category page, view tracking and recommendations (storefront §7). */
export default async function productRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];
  const lists = new SlotLists();

  r.get(
    '/api/products/:id',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A product with gallery, specifications and variants',
        params: productParamsSchema,
        querystring: langQuerySchema,
        response: { 200: productDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        jsonAnswer(
          productDetailSchema,
          await getProduct(ctxOf(request, request.query.lang), request.params.id),
        ),
      ),
  );

  r.get(
    '/api/categories/:slug/products',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: "A category's products, paged",
        params: categoryParamsSchema,
        querystring: categoryProductsQuerySchema,
        response: { 200: categoryProductsResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, request.query.lang);
      const page = await categoryProducts(ctx, lists, request.params.slug, request.query);
      return sendJson(reply, jsonAnswer(categoryProductsResponseSchema, page));
    },
  );

  r.post(
    '/api/track-view',
    {
      preHandler: app.identify,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Record a product view (recommendations, popularity)',
        body: trackViewBodySchema,
        response: { 200: successSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await withTransaction(ctxOf(request), (ctx) => trackView(ctx, viewer(request), request.body.productId));
      return { success: true as const };
    },
  );

  r.get(
    '/api/recommendations',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Products for this visitor, from what they viewed lately',
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      products: await recommendationsForVisitor(
        ctxOf(request, request.query.lang),
        lists,
        viewer(request),
        request.query.limit,
      ),
    }),
  );

  r.get(
    '/api/recommendations/:id',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Products to show beside a product: also viewed, then same category',
        params: productParamsSchema,
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, request.query.lang);
      const products = await recommendationsFor(ctx, lists, request.params.id, request.query.limit);
      return sendJson(reply, jsonAnswer(recommendationsResponseSchema, { products }));
    },
  );
}
