import { errorSchema, healthSchema } from '@store/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error.ts';

/** Liveness and readiness: answers 200 only when the database answers too. */
export default async function healthRoutes(app: FastifyInstance, opts: { version: string }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: errorSchema } },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: app.dialect, version: opts.version };
    },
  );
}
