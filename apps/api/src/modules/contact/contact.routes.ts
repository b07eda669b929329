import { contactBodySchema, contactResponseSchema } from '@store/shared/schemas/catalog';
import { errorSchema } from '@store/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newId } from '../../db/ids.ts';

/** The contact form: stored for the staff to answer. Rate limited: it writes to the database. */
export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      preHandler: app.identify,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['content'],
        summary: 'Send a message to the store',
        body: contactBodySchema,
        response: { 201: contactResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await app.db
        .insertInto('contactMessages')
        .values({ id: newId(), userId: request.user?.id ?? null, ...request.body })
        .execute();
      return reply.status(201).send({ success: true, message: 'Thank you! Your message has been sent.' });
    },
  );
}
