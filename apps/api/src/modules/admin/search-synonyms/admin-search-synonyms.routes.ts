import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import {
  searchSynonymListSchema,
  searchSynonymResponseSchema,
  synonymBodySchema,
  synonymIdParamsSchema,
} from '@store/shared/schemas/admin-search-synonyms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, withTransaction } from '../../../lib/context.ts';
import {
  createSynonym,
  deleteSynonym,
  listSynonyms,
  updateSynonym,
} from './admin-search-synonyms.service.ts';

const { 400: badRequest, 401: unauthorized, 403: forbidden, 404: missing, 409: taken } = adminErrorResponses;
const errors = { 400: badRequest, 401: unauthorized, 403: forbidden };
const oneErrors = { ...errors, 404: missing };

/**
 * Search synonyms (issue 19), edited from the products screen: list, add, edit and delete groups
 * of words the search treats as one. Each write and its audit entry are one transaction; after the
 * commit, catalogueChanged (no product ids: every search answer may change) drops the search caches
 * and the engine's synonym cache, in every process.
 */
export default async function adminSearchSynonymsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { access: 'manage_products' as const };
  const changed = () => app.events.emit('catalogueChanged', { productIds: [] });

  r.get(
    '/search-synonyms',
    {
      config,
      schema: {
        tags,
        summary: 'Every search synonym group, by its first word',
        response: { 200: searchSynonymListSchema, ...errors },
      },
    },
    async (request) => ({ synonyms: await listSynonyms(ctxOf(request)) }),
  );

  r.post(
    '/search-synonyms',
    {
      config,
      schema: {
        tags,
        summary: 'Add a synonym group (2 to 20 words, none already in another group)',
        body: synonymBodySchema,
        response: { 201: searchSynonymResponseSchema, ...errors, 409: taken },
      },
    },
    async (request, reply) => {
      const synonym = await withTransaction(ctxOf(request), (ctx) => createSynonym(ctx, request.body.words));
      changed();
      return reply.status(201).send({ synonym });
    },
  );

  r.put(
    '/search-synonyms/:id',
    {
      config,
      schema: {
        tags,
        summary: "Replace a synonym group's words",
        params: synonymIdParamsSchema,
        body: synonymBodySchema,
        response: { 200: searchSynonymResponseSchema, ...oneErrors, 409: taken },
      },
    },
    async (request) => {
      const synonym = await withTransaction(ctxOf(request), (ctx) =>
        updateSynonym(ctx, request.params.id, request.body.words),
      );
      changed();
      return { synonym };
    },
  );

  r.delete(
    '/search-synonyms/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a synonym group',
        params: synonymIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...oneErrors },
      },
    },
    async (request, reply) => {
      await withTransaction(ctxOf(request), (ctx) => deleteSynonym(ctx, request.params.id));
      changed();
      return reply.status(204).send(null);
    },
  );
}
