import { auditQuerySchema, auditResponseSchema } from '@store/shared/schemas/admin-audit';
import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../lib/context.ts';
import { listAudit } from './audit-read.service.ts';

/** GET /api/admin/audit: the audit log, for superadmins only (it names every staff member's actions). */
export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/audit',
    {
      config: { access: 'superadmin' },
      schema: {
        tags: ['admin'],
        summary: 'Audit log: who changed what and when, newest first',
        description:
          'Superadmins only. Filters: `entity` (entity type), `entityId`, `actor` (account id or ' +
          'e-mail), `dateFrom` / `dateTo` (whole UTC days, YYYY-MM-DD, both included); `page` and ' +
          '`limit` (20 by default).',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listAudit(ctxOf(request), request.query)) }),
  );
}
