import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Ctx, ctxOf } from './context.ts';
import { jsonAnswer, sendJson } from './json-answer.ts';

/**
 * Declares a GET content call whose only input is `?lang=en|fr` (storefront §7): the schema, the
 * 400 for another language and the context in the asked language come from here. With no other input,
 * the answer is the same for every caller, so shared caches may keep it (plugins/http-cache.ts). It is
 * written out as built (jsonAnswer).
 */
export function localizedGet<T extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  doc: { tags: string[]; summary: string; response: T; notFound?: boolean },
  load: (ctx: Ctx) => Promise<z.output<T>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      config: { publicCache: true },
      schema: {
        tags: doc.tags,
        summary: doc.summary,
        querystring: langQuerySchema,
        response: { 200: doc.response, 400: errorSchema, ...(doc.notFound ? { 404: errorSchema } : {}) },
      },
    },
    async (request, reply) =>
      sendJson(reply, jsonAnswer(doc.response, await load(ctxOf(request, request.query.lang)))),
  );
}
