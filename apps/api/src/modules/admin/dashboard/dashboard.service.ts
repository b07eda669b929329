import { toDollars } from '@store/shared/money';
import {
  DASHBOARD_RECENT_ORDERS,
  DASHBOARD_WINDOW_DAYS,
  REFUND_ATTENTION_AFTER,
  type DashboardRecentOrder,
  type DashboardRefundIssue,
  type DashboardStats,
} from '@store/shared/schemas/admin-dashboard';
import type { Ctx } from '../../../lib/context.ts';
import { periodOf } from '../analytics/analytics-period.ts';
import { parseAddress, countedOrders } from '../../orders/index.ts';

const DAY_MS = 86_400_000;
/** The analytics range the dashboard's window is, day for day. */
const DASHBOARD_RANGE = `${DASHBOARD_WINDOW_DAYS}d` as const;

type CountedTable = 'users' | 'products' | 'orders';

/** Percent change from `before` to `now`, one decimal; null when there was nothing before. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** Rows of a table now, and how many of them existed at `since`. */
async function countWithGrowth(ctx: Ctx, table: CountedTable, since: string) {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.count<string | number>(eb.case().when('createdAt', '<', since).then(1).end()).as('before'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), before: Number(row.before) };
}

/** Paid revenue of orders placed in [from, to), in cents: cancelled and refunded orders left out. */
async function revenueCents(ctx: Ctx, from: string, to: string): Promise<number> {
  const row = await countedOrders(ctx.db)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number | null>('o.totalCents'), eb.lit(0)).as('cents'))
    .where('o.createdAt', '>=', from)
    .where('o.createdAt', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/**
 * The four stat cards: totals, 30-day revenue, and each one's change over the last 30 days. The 30
 * days are the analytics' '30d' (today and the 29 UTC days before), so the card and the revenue chart
 * under it add up to the same figure.
 */
export async function dashboardStats(ctx: Ctx, now = new Date()): Promise<DashboardStats> {
  const windowStart = periodOf(DASHBOARD_RANGE, now).from;
  const previousStart = new Date(Date.parse(windowStart) - DASHBOARD_WINDOW_DAYS * DAY_MS).toISOString();
  const [users, products, orders, revenue, previousRevenue] = await Promise.all([
    countWithGrowth(ctx, 'users', windowStart),
    countWithGrowth(ctx, 'products', windowStart),
    countWithGrowth(ctx, 'orders', windowStart),
    revenueCents(ctx, windowStart, now.toISOString()),
    revenueCents(ctx, previousStart, windowStart),
  ]);
  return {
    users: users.total,
    products: products.total,
    orders: orders.total,
    revenue: toDollars(revenue),
    changes: {
      users: percentChange(users.total, users.before),
      products: percentChange(products.total, products.before),
      orders: percentChange(orders.total, orders.before),
      revenue: percentChange(revenue, previousRevenue),
    },
  };
}

/** The latest orders, newest first, with the customer's name (a guest's from the shipping address). */
export async function recentOrders(ctx: Ctx): Promise<DashboardRecentOrder[]> {
  const rows = await ctx.db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.userId')
    .select([
      'o.id',
      'o.orderNumber',
      'o.email',
      'o.status',
      'o.totalCents',
      'o.createdAt',
      'o.shippingAddress',
      'u.firstName',
      'u.lastName',
    ])
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(DASHBOARD_RECENT_ORDERS)
    .execute();
  return rows.map((row) => {
    const address = row.firstName === null ? parseAddress(row.shippingAddress) : null;
    return {
      _id: row.id,
      orderNumber: row.orderNumber,
      user: {
        firstName: row.firstName ?? address?.firstName ?? '',
        lastName: row.lastName ?? address?.lastName ?? '',
        email: row.email,
      },
      createdAt: row.createdAt,
      status: row.status,
      total: toDollars(row.totalCents),
    };
  });
}

/** Refunds listed at most; the sweep keeps trying every one of them. */
const ATTENTION_LIMIT = 20;

/**
 * Refunds still pending that the provider refused REFUND_ATTENTION_AFTER times or more: the worker
 * keeps trying them (checkout/refund-worker.ts), but a person should look (a closed card, a provider
 * outage). An order's refund names the order; a payment's that never became one, the shopper.
 */
export async function refundsNeedingAttention(ctx: Ctx): Promise<DashboardRefundIssue[]> {
  const rows = await ctx.db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.paymentId')
    .leftJoin('orders as o', 'o.id', 'r.orderId')
    .leftJoin('users as u', 'u.id', 'p.userId')
    .select((eb) => [
      'r.id',
      'r.orderId',
      'o.orderNumber',
      eb.fn.coalesce('u.email', 'p.email').as('email'),
      'r.amountCents',
      'r.attempts',
      'r.lastError',
      'r.nextAttemptAt',
    ])
    .where('r.status', '=', 'pending')
    .where('r.attempts', '>=', REFUND_ATTENTION_AFTER)
    .orderBy('r.attempts', 'desc')
    .orderBy('r.id')
    .limit(ATTENTION_LIMIT)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    email: row.email,
    owed: toDollars(row.amountCents),
    attempts: row.attempts,
    lastError: row.lastError,
    nextTryAt: new Date(row.nextAttemptAt).toISOString(),
  }));
}
