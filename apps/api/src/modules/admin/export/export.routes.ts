import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import {
  adminOrdersExportQuerySchema,
  adminUsersExportQuerySchema,
} from '@store/shared/schemas/admin-orders';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvValue, csvStream } from '../../../lib/csv.ts';
import { ctxOf } from '../../../lib/context.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { ORDER_CSV_HEADER, orderCsvRows } from './orders-csv.ts';
import { USER_CSV_HEADER, userCsvRows } from './users-csv.ts';

const tags = ['admin'];
const csvResponse = {
  description: 'A CSV file (UTF-8 with a byte-order mark), streamed as an attachment',
  content: { 'text/csv': { schema: z.string() } },
};

interface CsvExport {
  /** 'orders' or 'users': the file's name and the audit entry's entity. */
  name: 'orders' | 'users';
  header: readonly string[];
  rows: AsyncIterable<CsvValue[][]>;
  filters: Record<string, unknown>;
}

/**
 * Streams a CSV export as a dated attachment. The export itself goes in the audit log with its
 * filters: it hands customers' personal data to whoever asked.
 */
async function sendCsv(request: FastifyRequest, reply: FastifyReply, csv: CsvExport) {
  const entityType = csv.name === 'orders' ? 'order' : 'user';
  await recordAudit(ctxOf(request), {
    action: `${entityType}.export`,
    entityType,
    entityId: null,
    after: { format: 'csv', ...csv.filters },
  });
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.name}-${day}.csv"`)
    .send(csvStream(csv.header, csv.rows));
}

/** The CSV exports of admin §7: the orders and users lists, with the same filters, every row. */
export default async function exportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/export/orders',
    {
      config: { access: 'manage_orders' },
      schema: {
        tags,
        summary: 'Every order the orders list’s filters match, as a CSV file',
        description: 'Filters as GET /api/admin/orders: `search`, `status`, `dateFrom`, `dateTo`.',
        querystring: adminOrdersExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: csvResponse, ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      const { format: _format, ...filters } = request.query;
      return sendCsv(request, reply, {
        name: 'orders',
        header: ORDER_CSV_HEADER,
        rows: orderCsvRows(ctxOf(request), filters),
        filters,
      });
    },
  );

  r.get(
    '/export/users',
    {
      config: { access: 'manage_users' },
      schema: {
        tags,
        summary: 'Every account the users list’s filters match, as a CSV file',
        description:
          'Filters as GET /api/admin/users: `search` (part of the name or e-mail), `role`, ' +
          '`isActive` (true/false). Passwords and token versions are never exported.',
        querystring: adminUsersExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: csvResponse, ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      const { format: _format, ...filters } = request.query;
      return sendCsv(request, reply, {
        name: 'users',
        header: USER_CSV_HEADER,
        rows: userCsvRows(ctxOf(request), filters),
        filters,
      });
    },
  );
}
