import { MONEY_BACK_STATUSES, type OrderStatus } from '@store/shared/constants';
import { adminPagination } from '@store/shared/schemas/admin-common';
import type { AdminOrder, AdminOrderFilters, AdminOrdersResponse } from '@store/shared/schemas/admin-orders';
import { toDollars } from '@store/shared/money';
import { sql } from 'kysely';
import type { Ctx } from '../../../lib/context.ts';
import {
  toOrder,
  nextStatuses,
  orderNotFound,
  orderPaymentStatus,
  paymentMoney,
} from '../../orders/index.ts';
import type { PaymentStatus } from '../../../db/types.ts';
import { CUSTOMER_COLUMNS, customerOf, filteredOrders } from './admin-order-filters.ts';

type ListQuery = AdminOrderFilters & { page: number; limit: number };

/** GET /api/admin/orders: newest first, `limit` a page, with each order's customer and unit count. */
export async function listAdminOrders(ctx: Ctx, query: ListQuery): Promise<AdminOrdersResponse> {
  const filtered = filteredOrders(ctx.db, query);
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .leftJoin('payments as p', 'p.orderId', 'o.id')
      .select([
        'o.id',
        'o.orderNumber',
        'o.status',
        'o.totalCents',
        'o.paymentMethod',
        'o.paymentStatus',
        'o.createdAt',
        'p.amountCents',
        'p.refundedCents',
        ...CUSTOMER_COLUMNS,
        sql<number>`(select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id)`.as(
          'itemCount',
        ),
      ])
      .orderBy('o.createdAt', 'desc')
      .orderBy('o.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return {
    success: true,
    orders: rows.map((row) => ({
      _id: row.id,
      orderNumber: row.orderNumber,
      user: customerOf(row),
      itemCount: Number(row.itemCount),
      pricing: { total: toDollars(row.totalCents) },
      payment: { method: row.paymentMethod, status: orderPaymentStatus(row, paymentMoney(row)) },
      status: row.status,
      createdAt: row.createdAt,
    })),
    pagination: adminPagination(query.page, query.limit, Number(total)),
  };
}

/**
 * Whether a cancelled or refunded order still owes its customer money: its payment succeeded and the
 * provider has not yet refunded all of it (the refund call failed after the status changed). Takes
 * the order its caller has already read, so any other order costs no query at all.
 */
export async function refundDue(
  ctx: Ctx,
  order: { id: string; status: OrderStatus; paymentStatus: PaymentStatus },
): Promise<boolean> {
  if (!(MONEY_BACK_STATUSES as readonly OrderStatus[]).includes(order.status)) return false;
  const payment = await ctx.db
    .selectFrom('payments')
    .select(['amountCents', 'refundedCents'])
    .where('orderId', '=', order.id)
    .executeTakeFirst();
  return orderPaymentStatus(order, payment) === 'refund_pending';
}

/**
 * GET /api/admin/orders/{id}: the order as its customer sees it (items, pricing, addresses, payment,
 * timeline), its customer, the statuses the state machine allows next and whether a refund is owed.
 */
export async function getAdminOrder(ctx: Ctx, orderId: string): Promise<AdminOrder> {
  const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) throw orderNotFound();
  const [order, account] = await Promise.all([
    toOrder(ctx, row),
    row.userId
      ? ctx.db
          .selectFrom('users')
          .select(['id', 'firstName', 'lastName', 'email', 'phone'])
          .where('id', '=', row.userId)
          .executeTakeFirst()
      : undefined,
  ]);
  const user = customerOf({
    email: row.email,
    shippingAddress: row.shippingAddress,
    userId: account?.id ?? null,
    firstName: account?.firstName ?? null,
    lastName: account?.lastName ?? null,
    userEmail: account?.email ?? null,
    phone: account?.phone ?? null,
  });
  const owed = order.payment.status === 'refund_pending';
  return { ...order, user, nextStatuses: [...nextStatuses(row.status)], refundDue: owed };
}
