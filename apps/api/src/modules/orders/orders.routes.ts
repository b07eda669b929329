import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import { text } from '@store/shared/schemas/text';
import {
  cancelOrderBodySchema,
  claimOrdersBodySchema,
  claimOrdersResponseSchema,
  orderLinkParamsSchema,
  orderResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  reorderResponseSchema,
  trackOrderQuerySchema,
  trackOrderResponseSchema,
} from '@store/shared/schemas/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Ctx, ctxOf, withTransaction } from '../../lib/context.ts';
import { userOf } from '../../lib/auth-user.ts';
import { readCart } from '../cart/index.ts';
import { cancelOrder } from './cancel-order.workflow.ts';
import { claimOrders, linkedOrderRow } from './guest-orders.service.ts';
import { toOrder } from './order-mapper.ts';
import { getOrder, listOrders, ownOrderRow, trackOrder } from './orders.service.ts';
import { reorder } from './reorder.service.ts';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  410: errorSchema,
  429: errorSchema,
};
// Any id that is not one of the caller's orders is simply not found, malformed ones included.
const orderParams = z.object({ id: text().max(100) });

/**
 * The signed-in customer's orders, cancel and reorder, and public tracking (storefront §7); a guest's
 * order through its private link, and the claim of guest orders by an account (issue 22). `linkSecret`
 * signs the private links.
 */
export default async function ordersRoutes(
  app: FastifyInstance,
  opts: { linkSecret: string },
): Promise<void> {
  const { linkSecret } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const onRequest = app.authenticate;

  r.get(
    '/api/orders',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Your orders, newest first, 10 a page, optionally of one status',
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await listOrders(ctxOf(request), request.query)) }),
  );

  r.get(
    '/api/orders/track',
    {
      schema: {
        tags,
        summary: 'Track an order by its number and the e-mail it was placed with',
        querystring: trackOrderQuerySchema,
        response: { 200: trackOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await trackOrder(ctxOf(request), request.query.orderNumber, request.query.email),
    }),
  );

  r.get(
    '/api/orders/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One of your orders, with its items and timeline',
        params: orderParams,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, order: await getOrder(ctxOf(request), request.params.id) }),
  );

  r.patch(
    '/api/orders/:id/cancel',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cancel a pending or confirmed order: refunded through the provider and restocked',
        params: orderParams,
        body: cancelOrderBodySchema,
        response: { 200: orderResponseSchema, 502: errorSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const load = (ctx: Ctx) => ownOrderRow(ctx, id);
      const order = await cancelOrder(ctxOf(request), app.payments, load, request.body.reason);
      return { success: true as const, order };
    },
  );

  r.get(
    '/api/orders/guest/:token',
    {
      schema: {
        tags,
        summary: 'A guest’s order through its private link (90 days, until an account claims it)',
        params: orderLinkParamsSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const row = await linkedOrderRow(ctx, linkSecret, request.params.token);
      return { success: true as const, order: await toOrder(ctx, row) };
    },
  );

  r.patch(
    '/api/orders/guest/:token/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a guest’s pending or confirmed order through its private link',
        params: orderLinkParamsSchema,
        body: cancelOrderBodySchema,
        response: { 200: orderResponseSchema, 502: errorSchema, ...errors },
      },
    },
    async (request) => {
      const load = (ctx: Ctx) => linkedOrderRow(ctx, linkSecret, request.params.token);
      const order = await cancelOrder(ctxOf(request), app.payments, load, request.body.reason);
      return { success: true as const, order };
    },
  );

  r.post(
    '/api/orders/claim',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Take guest orders into your account by their private links (same e-mail only)',
        body: claimOrdersBodySchema,
        response: { 200: claimOrdersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await claimOrders(ctxOf(request), linkSecret, request.body.tokens)),
    }),
  );

  r.post(
    '/api/orders/:id/reorder',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Put a delivered order’s items back in your cart, at today’s prices',
        params: orderParams,
        querystring: langQuerySchema,
        response: { 200: reorderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = ctxOf(request, request.query.lang);
      const outcome = await withTransaction(ctx, (trx) => reorder(trx, request.params.id));
      const cart = await readCart(ctx, { kind: 'user', userId: userOf(request) });
      return { success: true as const, cart, ...outcome };
    },
  );
}
