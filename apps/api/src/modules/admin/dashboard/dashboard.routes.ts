import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import { dashboardResponseSchema } from '@store/shared/schemas/admin-dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../lib/context.ts';
import { dashboardStats, recentOrders, refundsNeedingAttention } from './dashboard.service.ts';

/** GET /api/admin/dashboard (admin §7): the figures every staff member sees first. */
export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dashboard',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Dashboard: totals, 30-day revenue with their change, the latest orders, refunds to look at',
        description:
          'Any admin or superadmin. Revenue is the paid orders of the last 30 days, cancelled and ' +
          'refunded ones left out, in dollars. Each change is in percent over the last 30 days. ' +
          'needsAttention lists the refunds the provider refused three times or more.',
        response: { 200: dashboardResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const [stats, orders, needsAttention] = await Promise.all([
        dashboardStats(ctx),
        recentOrders(ctx),
        refundsNeedingAttention(ctx),
      ]);
      return { success: true as const, stats, recentOrders: orders, needsAttention };
    },
  );
}
