import {
  analyticsFunnelSchema,
  analyticsOverviewSchema,
  analyticsQuerySchema,
  analyticsSalesSchema,
  analyticsUsersSchema,
} from '@store/shared/schemas/admin-analytics';
import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ctxOf } from '../../../lib/context.ts';
import { periodOf } from './analytics-period.ts';
import { analyticsFunnel, analyticsOverview, analyticsSales, analyticsUsers } from './analytics.service.ts';

const config = { access: 'view_analytics' } as const;
const RANGES =
  '`range`: 7d, 30d (default), 90d by UTC day, or 12m by month; every day or month of the range is ' +
  'listed, with zeros when nothing happened. Revenue counts paid orders, cancelled and refunded ones ' +
  'left out, in dollars.';

/** The schema every analytics call shares: the range query, its own answer, the admin errors. */
const schemaOf = <Answer extends z.ZodType>(summary: string, answer: Answer) => ({
  tags: ['admin'],
  summary,
  description: RANGES,
  querystring: analyticsQuerySchema,
  response: { 200: answer, ...adminErrorResponses },
});

/** The context and period of an analytics request. */
const args = (request: FastifyRequest<{ Querystring: z.output<typeof analyticsQuerySchema> }>) =>
  [ctxOf(request), periodOf(request.query.range)] as const;

/** Analytics (admin §7): the figures of the analytics screen and the dashboard's revenue chart. */
export default async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/analytics',
    {
      config,
      schema: schemaOf(
        'Revenue, orders, average order value and customers over time',
        analyticsOverviewSchema,
      ),
    },
    async (request) => analyticsOverview(...args(request)),
  );
  r.get(
    '/analytics/sales',
    {
      config,
      schema: schemaOf('Top products and categories by revenue, average order value', analyticsSalesSchema),
    },
    async (request) => analyticsSales(...args(request)),
  );
  r.get(
    '/analytics/users',
    {
      config,
      schema: schemaOf('New customers over time and the share of returning customers', analyticsUsersSchema),
    },
    async (request) => analyticsUsers(...args(request)),
  );
  r.get(
    '/analytics/funnel',
    {
      config,
      schema: schemaOf(
        'Product views, carts started and orders, with each step’s conversion',
        analyticsFunnelSchema,
      ),
    },
    async (request) => analyticsFunnel(...args(request)),
  );
}
