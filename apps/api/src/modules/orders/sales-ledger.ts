import type { OrderStatus } from '@store/shared/constants';
import type { Kysely } from 'kysely';
import { utcPeriodOf } from '../../db/dialect.ts';
import type { Database, PaymentStatus } from '../../db/types.ts';
import type { Ctx } from '../../lib/context.ts';

/** Orders that brought no money in the end: never revenue, never sales. */
export const UNCOUNTED_STATUSES = ['cancelled', 'refunded'] as const satisfies readonly OrderStatus[];

/** Whether an order in this state counts in the figures (its payment succeeded and it was not undone). */
export function isCounted(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'succeeded' && !(UNCOUNTED_STATUSES as readonly OrderStatus[]).includes(status);
}

export interface SoldLine {
  productId: string | null;
  quantity: number;
  lineTotalCents: number;
}

/**
 * Adds an order's lines to the daily sales ledger (`sign` -1 takes them back off, when a counted order
 * is cancelled or refunded). Lines of one product are summed first: one statement may not upsert the
 * same row twice. Rows are written in product order, so two orders selling the same products on the
 * same day lock the ledger rows in the same order and cannot deadlock.
 */
export async function recordSales(
  ctx: Ctx,
  day: string,
  lines: readonly SoldLine[],
  sign: 1 | -1,
): Promise<void> {
  const byProduct = new Map<string, { quantity: number; cents: number }>();
  for (const line of lines) {
    if (!line.productId) continue;
    const sold = byProduct.get(line.productId) ?? { quantity: 0, cents: 0 };
    byProduct.set(line.productId, {
      quantity: sold.quantity + sign * line.quantity,
      cents: sold.cents + sign * line.lineTotalCents,
    });
  }
  if (byProduct.size === 0) return;
  const rows = [...byProduct]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([productId, sold]) => ({ day, productId, ...sold }));
  await ctx.db
    .insertInto('productSalesDaily')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['day', 'productId']).doUpdateSet((eb) => ({
        quantity: eb('productSalesDaily.quantity', '+', eb.ref('excluded.quantity')),
        cents: eb('productSalesDaily.cents', '+', eb.ref('excluded.cents')),
      })),
    )
    .execute();
}

/** Takes a counted order's lines back off the ledger (it is being cancelled or refunded). */
export async function withdrawSales(ctx: Ctx, orderId: string, createdAt: string): Promise<void> {
  const lines = await ctx.db
    .selectFrom('orderItems')
    .select(['productId', 'quantity', 'lineTotalCents'])
    .where('orderId', '=', orderId)
    .execute();
  await recordSales(ctx, createdAt.slice(0, 10), lines, -1);
}

/**
 * Recomputes the whole ledger from the orders, for data written around the order flow: the demo
 * seed's history and the benchmarks' generated orders.
 */
export async function rebuildSalesLedger(db: Kysely<Database>): Promise<void> {
  const day = utcPeriodOf(db, 'o.createdAt', 'day');
  await db.deleteFrom('productSalesDaily').execute();
  await db
    .insertInto('productSalesDaily')
    .columns(['day', 'productId', 'quantity', 'cents'])
    .expression(
      db
        .selectFrom('orders as o')
        .innerJoin('orderItems as i', 'i.orderId', 'o.id')
        .select((eb) => [
          day.as('day'),
          'i.productId',
          eb.fn.sum<number>('i.quantity').as('quantity'),
          eb.fn.sum<number>('i.lineTotalCents').as('cents'),
        ])
        .where('o.paymentStatus', '=', 'succeeded')
        .where('o.status', 'not in', UNCOUNTED_STATUSES)
        .where('i.productId', 'is not', null)
        .groupBy([day, 'i.productId']),
    )
    .execute();
}
