import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import {
  adminBulkDeleteBodySchema,
  adminBulkDeleteResponseSchema,
  adminBulkUpdateBodySchema,
  adminBulkUpdateResponseSchema,
  adminProductBodySchema,
  adminProductDeleteResponseSchema,
  adminProductParamsSchema,
  adminProductResponseSchema,
  adminProductRowResponseSchema,
  adminProductsQuerySchema,
  adminProductsResponseSchema,
} from '@store/shared/schemas/admin-products';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Ctx, ctxOf, withTransaction } from '../../../lib/context.ts';
import { listAdminProducts } from './admin-product-list.service.ts';
import { getAdminProduct } from './admin-product-read.ts';
import {
  removeProduct,
  removeProducts,
  restoreProduct,
  toggleProductFlag,
  updateProducts,
} from './admin-product-state.service.ts';
import { saveProduct } from './admin-product-write.service.ts';

const config = { access: 'manage_products' } as const;
const tags = ['admin'];
const errors = adminErrorResponses;

/** Products Management (admin §7): list, read, create, update, delete, toggles and bulk actions. */
export default async function adminProductsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Runs one product write as one transaction (audit entry and search index rows included), then tells
   * every process the catalogue changed so search and catalogue caches drop what they hold.
   */
  async function write<T>(
    request: FastifyRequest,
    fn: (ctx: Ctx) => Promise<T>,
    ids: (result: T) => string[],
  ) {
    const result = await withTransaction(ctxOf(request), fn);
    app.events.emit('catalogueChanged', { productIds: ids(result) });
    return result;
  }

  r.get(
    '/products',
    {
      config,
      schema: {
        tags,
        summary: 'Products, newest first, 20 a page, by search, category, featured and stock',
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductsResponseSchema, ...errors },
      },
    },
    async (request) => listAdminProducts(ctxOf(request), request.query),
  );

  r.post(
    '/products',
    {
      config,
      schema: {
        tags,
        summary: 'Create a product with its gallery, specifications and variants',
        body: adminProductBodySchema,
        response: { 201: adminProductResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await write(
        request,
        (ctx) => saveProduct(ctx, null, request.body),
        (p) => [p._id],
      );
      return reply.status(201).send({ success: true as const, product });
    },
  );

  r.delete(
    '/products/bulk-delete',
    {
      config,
      schema: {
        tags,
        summary: 'Delete several products (ordered ones are archived instead)',
        body: adminBulkDeleteBodySchema,
        response: { 200: adminBulkDeleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { deleted, archived } = await write(
        request,
        (ctx) => removeProducts(ctx, request.body.productIds),
        (counts) => counts.productIds,
      );
      const message = `${deleted} product(s) deleted, ${archived} archived`;
      return { success: true as const, deleted, archived, message };
    },
  );

  r.put(
    '/products/bulk-update',
    {
      config,
      schema: {
        tags,
        summary: 'Set featured, in stock, category or discount on several products',
        body: adminBulkUpdateBodySchema,
        response: { 200: adminBulkUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { productIds, changes } = request.body;
      const updated = await write(
        request,
        (ctx) => updateProducts(ctx, productIds, changes),
        (ids) => ids,
      );
      return {
        success: true as const,
        updated: updated.length,
        message: `${updated.length} product(s) updated`,
      };
    },
  );

  r.get(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A product with everything the edit form shows (an archived one too, read-only)',
        params: adminProductParamsSchema,
        response: { 200: adminProductResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      product: await getAdminProduct(ctxOf(request), request.params.id, 'any'),
    }),
  );

  r.put(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a product; variants are matched by SKU and keep their ids',
        params: adminProductParamsSchema,
        body: adminProductBodySchema,
        response: { 200: adminProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const product = await write(
        request,
        (ctx) => saveProduct(ctx, id, request.body),
        () => [id],
      );
      return { success: true as const, product };
    },
  );

  r.delete(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a product, or archive it when orders refer to it',
        params: adminProductParamsSchema,
        response: { 200: adminProductDeleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await write(
        request,
        (ctx) => removeProduct(ctx, id),
        () => [id],
      );
      const message =
        outcome === 'deleted'
          ? 'Product deleted'
          : 'Product archived: it appears in orders, so it is hidden instead';
      return { success: true as const, outcome, message };
    },
  );

  /** One-click changes of one product, each answering the row as the list shows it now. */
  const rowActions = [
    [
      'toggle-featured',
      'Flip a product’s featured flag',
      (ctx: Ctx, id: string) => toggleProductFlag(ctx, id, 'featured'),
    ],
    [
      'toggle-stock',
      'Flip a product between in and out of stock',
      (ctx: Ctx, id: string) => toggleProductFlag(ctx, id, 'inStock'),
    ],
    ['restore', 'Bring an archived product back to the shop and the list', restoreProduct],
  ] as const;
  for (const [path, summary, action] of rowActions) {
    r.put(
      `/products/:id/${path}`,
      {
        config,
        schema: {
          tags,
          summary,
          params: adminProductParamsSchema,
          response: { 200: adminProductRowResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params;
        const product = await write(
          request,
          (ctx) => action(ctx, id),
          () => [id],
        );
        return { success: true as const, product };
      },
    );
  }
}
