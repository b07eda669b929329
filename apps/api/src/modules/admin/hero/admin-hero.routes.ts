import {
  adminHeroSlideListSchema,
  adminHeroSlideResponseSchema,
  deleteHeroSlideResponseSchema,
  heroReorderBodySchema,
  heroReorderResponseSchema,
  heroSlideFormSchema,
  heroSlideIdParamsSchema,
  reorderIds,
} from '@store/shared/schemas/admin-hero';
import { errorSchema } from '@store/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, withTransaction } from '../../../lib/context.ts';
import {
  createSlide,
  deleteSlide,
  listAdminSlides,
  reorderSlides,
  updateSlide,
} from './admin-hero.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const writeErrors = { ...errors, 404: errorSchema };

/**
 * Hero Slider Management (admin §7): list, add, edit (activate/deactivate included), delete and
 * reorder the home page's slides. Each write and its audit entry are one transaction; the storefront
 * reads slides uncached, and catalogueChanged after commit tells any cache that keeps them.
 */
export default async function adminHeroRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { access: 'manage_hero' as const };
  const changed = () => app.events.emit('catalogueChanged', { productIds: [] });

  r.get(
    '/hero',
    {
      config,
      schema: {
        tags,
        summary: 'Every hero slide, active or not, in slider order',
        response: { 200: adminHeroSlideListSchema, ...errors },
      },
    },
    async (request) => listAdminSlides(ctxOf(request)),
  );

  r.post(
    '/hero',
    {
      config,
      schema: {
        tags,
        summary: 'Add a slide at the end of the slider',
        body: heroSlideFormSchema,
        response: { 201: adminHeroSlideResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const slide = await withTransaction(ctxOf(request), (ctx) => createSlide(ctx, request.body));
      changed();
      return reply.status(201).send({ success: true as const, slide });
    },
  );

  // Declared before /hero/:id; the router prefers the static path anyway.
  r.put(
    '/hero/reorder',
    {
      config,
      schema: {
        tags,
        summary: 'Put the slides in a new order: the full list, every slide exactly once',
        body: heroReorderBodySchema,
        response: { 200: heroReorderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const slides = await withTransaction(ctxOf(request), (ctx) =>
        reorderSlides(ctx, reorderIds(request.body)),
      );
      changed();
      return { success: true as const, slides };
    },
  );

  r.put(
    '/hero/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a slide (activating or deactivating sends the whole slide with the flag flipped)',
        params: heroSlideIdParamsSchema,
        body: heroSlideFormSchema,
        response: { 200: adminHeroSlideResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const slide = await withTransaction(ctxOf(request), (ctx) =>
        updateSlide(ctx, request.params.id, request.body),
      );
      changed();
      return { success: true as const, slide };
    },
  );

  r.delete(
    '/hero/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a slide',
        params: heroSlideIdParamsSchema,
        response: { 200: deleteHeroSlideResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await withTransaction(ctxOf(request), (ctx) => deleteSlide(ctx, request.params.id));
      changed();
      return { success: true as const, message: 'Slide deleted successfully' };
    },
  );
}
