import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import {
  addFavoriteBodySchema,
  favoriteParamsSchema,
  favoritesResponseSchema,
} from '@store/shared/schemas/favorites';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Ctx, ctxOf } from '../../lib/context.ts';
import { addFavorite, clearFavorites, listFavorites, removeFavorite } from './favorites.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/** The signed-in user's favourites (storefront §7); guests keep theirs in the browser only. */
export default async function favoritesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['favorites'];
  // On request, before the body is read: a guest is told to sign in, not that their body is wrong.
  const onRequest = app.authenticate;
  const list = async (ctx: Ctx) => ({ success: true as const, favorites: await listFavorites(ctx) });

  r.get(
    '/api/favorites',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Your favourites',
        querystring: langQuerySchema,
        response: { 200: favoritesResponseSchema, ...errors },
      },
    },
    async (request) => list(ctxOf(request, request.query.lang)),
  );

  r.post(
    '/api/favorites',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a product to your favourites (only productId is read)',
        querystring: langQuerySchema,
        body: addFavoriteBodySchema,
        response: { 200: favoritesResponseSchema, 201: favoritesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, request.query.lang);
      const created = await addFavorite(ctx, request.body.productId);
      return reply.status(created ? 201 : 200).send(await list(ctx));
    },
  );

  r.delete(
    '/api/favorites/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a product from your favourites',
        params: favoriteParamsSchema,
        querystring: langQuerySchema,
        response: { 200: favoritesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = ctxOf(request, request.query.lang);
      await removeFavorite(ctx, request.params.id);
      return list(ctx);
    },
  );

  r.delete(
    '/api/favorites',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove all your favourites',
        querystring: langQuerySchema,
        response: { 200: favoritesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = ctxOf(request, request.query.lang);
      await clearFavorites(ctx);
      return list(ctx);
    },
  );
}
