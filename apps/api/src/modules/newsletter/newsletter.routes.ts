import { errorSchema } from '@store/shared/schemas/common';
import { newsletterBodySchema, newsletterResponseSchema } from '@store/shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { subscribe } from './newsletter.service.ts';

/** Newsletter sign-up from the footer. Rate limited per client: it writes to the database. */
export default async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['content'],
        summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
        body: newsletterBodySchema,
        response: {
          200: newsletterResponseSchema,
          201: newsletterResponseSchema,
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { created } = await subscribe(ctxOf(request), request.body.email);
      return reply.status(created ? 201 : 200).send({
        success: true,
        message: created ? 'Thank you for subscribing!' : 'You are already subscribed.',
      });
    },
  );
}
