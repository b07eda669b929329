import {
  adminCategoryListSchema,
  adminCategoryResponseSchema,
  categoryBodySchema,
  categoryIdParamsSchema,
  deleteCategoryResponseSchema,
} from '@store/shared/schemas/admin-categories';
import { errorSchema } from '@store/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, withTransaction } from '../../../lib/context.ts';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  updateCategory,
} from './admin-categories.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const writeErrors = { ...errors, 404: errorSchema, 409: errorSchema };

/**
 * Categories Management (admin §7): list, create, edit, delete. Every write and its audit entry are
 * one transaction; once committed, catalogueChanged tells the storefront's caches at once.
 */
export default async function adminCategoriesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { access: 'manage_categories' as const };
  // A category write changes no product row itself; a rename names the products it re-listed.
  const changed = (productIds: readonly string[] = []) => app.events.emit('catalogueChanged', { productIds });

  r.get(
    '/categories',
    {
      config,
      schema: {
        tags,
        summary: 'Every category, active or not, with its featured and product counts',
        response: { 200: adminCategoryListSchema, ...errors },
      },
    },
    async (request) => listAdminCategories(ctxOf(request)),
  );

  r.post(
    '/categories',
    {
      config,
      schema: {
        tags,
        summary: 'Create a category (its order defaults to the number of categories)',
        body: categoryBodySchema,
        response: { 201: adminCategoryResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const category = await withTransaction(ctxOf(request), (ctx) => createCategory(ctx, request.body));
      changed();
      return reply.status(201).send({ success: true as const, category });
    },
  );

  r.put(
    '/categories/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a category; a changed slug keeps the old one as a redirect',
        params: categoryIdParamsSchema,
        body: categoryBodySchema,
        response: { 200: adminCategoryResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { category, productIds } = await withTransaction(ctxOf(request), (ctx) =>
        updateCategory(ctx, request.params.id, request.body),
      );
      changed(productIds);
      return { success: true as const, category };
    },
  );

  r.delete(
    '/categories/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a category that no product uses (409 otherwise)',
        params: categoryIdParamsSchema,
        response: { 200: deleteCategoryResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await withTransaction(ctxOf(request), (ctx) => deleteCategory(ctx, request.params.id));
      changed();
      return { success: true as const, message: 'Category deleted successfully' };
    },
  );
}
