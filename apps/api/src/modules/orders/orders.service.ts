import type { OrdersQuery, TrackedOrder } from '@store/shared/schemas/orders';
import type { z } from 'zod';
import type { ordersQuerySchema } from '@store/shared/schemas/orders';
import { AppError } from '../../lib/app-error.ts';
import { callerId, type Ctx } from '../../lib/context.ts';
import { toOrder, toOrders } from './order-mapper.ts';

type ParsedOrdersQuery = z.output<typeof ordersQuerySchema>;
export type { OrdersQuery };

export const orderNotFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');

/** The caller's orders, newest first, a page at a time, optionally of one status. */
export async function listOrders(ctx: Ctx, query: ParsedOrdersQuery) {
  const userId = callerId(ctx);
  let base = ctx.db.selectFrom('orders').where('userId', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const count = Number(total);
  return {
    orders: await toOrders(ctx, rows),
    pagination: {
      current: query.page,
      pages: Math.max(1, Math.ceil(count / query.limit)),
      total: count,
      limit: query.limit,
    },
  };
}

/** The caller's own order; another customer's order is simply not found. */
export async function ownOrderRow(ctx: Ctx, orderId: string) {
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('userId', '=', callerId(ctx))
    .executeTakeFirst();
  if (!row) throw orderNotFound();
  return row;
}

/** One of the caller's orders with its items and timeline. */
export async function getOrder(ctx: Ctx, orderId: string) {
  return toOrder(ctx, await ownOrderRow(ctx, orderId));
}

/** Any order by id, for the flows that just placed or found it (the caller has checked ownership). */
export async function getOrderById(ctx: Ctx, orderId: string) {
  const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) throw orderNotFound();
  return toOrder(ctx, row);
}

/**
 * Public tracking by order number and the e-mail it was placed with. A wrong e-mail and an unknown
 * number get the same 404, so the call cannot be used to find out which order numbers exist.
 */
export async function trackOrder(ctx: Ctx, orderNumber: string, email: string): Promise<TrackedOrder> {
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirst();
  if (!row || row.email.toLowerCase() !== email) throw orderNotFound();
  const { status, createdAt, shipping, timeline } = await toOrder(ctx, row);
  return { orderNumber: row.orderNumber, status, createdAt, shipping, timeline };
}
