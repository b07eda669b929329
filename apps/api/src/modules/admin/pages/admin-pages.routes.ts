import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import {
  adminPageListSchema,
  adminPageResponseSchema,
  adminPageSchema,
  deletePageResponseSchema,
  pageFormSchema,
  pageIdParamsSchema,
  pagePreviewBodySchema,
  pagePreviewResponseSchema,
} from '@store/shared/schemas/admin-pages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, withTransaction } from '../../../lib/context.ts';
import { renderPageHtml } from '../../content/index.ts';
import { createPage, deletePage, getAdminPage, listAdminPages, updatePage } from './admin-pages.service.ts';

const { 400: badRequest, 401: unauthorized, 403: forbidden, 404: missing, 409: taken } = adminErrorResponses;
const errors = { 400: badRequest, 401: unauthorized, 403: forbidden };
const oneErrors = { ...errors, 404: missing };

/**
 * Page Builder (admin §2, §6 manage_pages): content pages with a Markdown body in two languages,
 * published or draft. Each write and its audit entry are one transaction. The preview renders
 * Markdown exactly as the storefront will (same renderer, same sanitising), without saving.
 */
export default async function adminPagesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { access: 'manage_pages' as const };

  r.get(
    '/pages',
    {
      config,
      schema: {
        tags,
        summary: 'Every content page, published or draft, by title',
        response: { 200: adminPageListSchema, ...errors },
      },
    },
    async (request) => listAdminPages(ctxOf(request)),
  );

  r.post(
    '/pages',
    {
      config,
      schema: {
        tags,
        summary: 'Create a content page',
        body: pageFormSchema,
        response: { 201: adminPageResponseSchema, ...errors, 409: taken },
      },
    },
    async (request, reply) => {
      const page = await withTransaction(ctxOf(request), (ctx) => createPage(ctx, request.body));
      return reply.status(201).send({ success: true as const, page });
    },
  );

  // A static path: the router prefers it to /pages/:id.
  r.post(
    '/pages/preview',
    {
      config,
      schema: {
        tags,
        summary: 'Render Markdown as the storefront would show it (sanitised HTML), without saving',
        body: pagePreviewBodySchema,
        response: { 200: pagePreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ html: renderPageHtml(request.body.body) }),
  );

  r.get(
    '/pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One content page with its Markdown in both languages',
        params: pageIdParamsSchema,
        response: { 200: adminPageSchema, ...oneErrors },
      },
    },
    async (request) => getAdminPage(ctxOf(request), request.params.id),
  );

  r.put(
    '/pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a content page (title, slug, bodies, published or draft)',
        params: pageIdParamsSchema,
        body: pageFormSchema,
        response: { 200: adminPageResponseSchema, ...oneErrors, 409: taken },
      },
    },
    async (request) => {
      const page = await withTransaction(ctxOf(request), (ctx) =>
        updatePage(ctx, request.params.id, request.body),
      );
      return { success: true as const, page };
    },
  );

  r.delete(
    '/pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a content page',
        params: pageIdParamsSchema,
        response: { 200: deletePageResponseSchema, ...oneErrors },
      },
    },
    async (request) => {
      await withTransaction(ctxOf(request), (ctx) => deletePage(ctx, request.params.id));
      return { success: true as const, message: 'Page deleted successfully' };
    },
  );
}
