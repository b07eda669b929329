import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import {
  adminOrderParamsSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminOrderStatusBodySchema,
  adminOrderStatusResponseSchema,
} from '@store/shared/schemas/admin-orders';
import { errorSchema } from '@store/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../lib/context.ts';
import { getAdminOrder, listAdminOrders } from './admin-order-read.service.ts';
import { changeOrderStatus } from './admin-order-status.workflow.ts';

const config = { access: 'manage_orders' } as const;
const tags = ['admin'];

/**
 * Orders Management (admin §2, §7): the list, one order, and its status. Orders are never deleted:
 * they are the shop's accounts; a mistaken order is cancelled (and refunded) instead.
 */
export default async function adminOrdersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/orders',
    {
      config,
      schema: {
        tags,
        summary: 'Orders, newest first, 20 a page, by search, status and date placed',
        description:
          '`search` matches part of the order number, of the customer’s name or of their e-mail; ' +
          '`status` one status; `dateFrom` / `dateTo` a day (YYYY-MM-DD, whole UTC day) or an ISO instant.',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => listAdminOrders(ctxOf(request), request.query),
  );

  r.get(
    '/orders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'An order with its customer, items, timeline and the statuses it may move to',
        params: adminOrderParamsSchema,
        response: { 200: adminOrderResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      order: await getAdminOrder(ctxOf(request), request.params.id),
    }),
  );

  r.put(
    '/orders/:id/status',
    {
      config,
      schema: {
        tags,
        summary: 'Move an order to its next status, with notes on the timeline',
        description:
          'Only the moves of the order state machine (409 INVALID_TRANSITION otherwise). Shipping ' +
          'needs `trackingNumber` and `carrier` and e-mails the customer; cancelling or refunding ' +
          'refunds the payment and restocks. A 502 means the refund did not go through: the same ' +
          'status sent again retries it.',
        params: adminOrderParamsSchema,
        body: adminOrderStatusBodySchema,
        response: { 200: adminOrderStatusResponseSchema, 502: errorSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const deps = { ...app.payments, wakeOutbox: app.outbox.wake };
      const order = await changeOrderStatus(ctxOf(request), deps, request.params.id, request.body);
      return { success: true as const, message: 'Order status updated', order };
    },
  );
}
