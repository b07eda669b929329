import { MONEY_BACK_STATUSES, type OrderStatus } from '@store/shared/constants';
import type { Kysely } from 'kysely';
import { utcPeriodOf } from '../../db/dialect.ts';
import type { Database, PaymentStatus, SalesGrain } from '../../db/types.ts';
import type { Ctx } from '../../lib/context.ts';

/**
 * The sales ledger: what each product sold per UTC day and per UTC month, counting only orders that
 * brought money. The order state machine writes it in the order's own transaction; the best-seller
 * figures read it instead of a year of order lines.
 */

/** Whether an order in this state counts in the figures (its payment succeeded and it was not undone). */
export function isCounted(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'succeeded' && !(MONEY_BACK_STATUSES as readonly OrderStatus[]).includes(status);
}

/** The orders that count (`isCounted`), as `o`, for the figures to filter and add up. */
export function countedOrders(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .where('o.paymentStatus', '=', 'succeeded')
    .where('o.status', 'not in', MONEY_BACK_STATUSES);
}

/** The grains the ledger keeps, each with the length of its period key in an ISO timestamp. */
const GRAINS: readonly [SalesGrain, number][] = [
  ['day', 10],
  ['month', 7],
];

export interface SoldLine {
  productId: string | null;
  quantity: number;
  lineTotalCents: number;
}

/**
 * Adds an order's lines, sold at `at`, to its day and its month (`sign` -1 takes them back off, when
 * a counted order is cancelled or refunded), in one statement. Lines of one product are summed first:
 * a statement may not upsert the same row twice. Rows go in key order, so two orders selling the same
 * products lock the ledger rows in the same order and cannot deadlock.
 */
export async function recordSales(
  ctx: Ctx,
  at: string,
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
  const products = [...byProduct].sort(([a], [b]) => (a < b ? -1 : 1));
  const rows = GRAINS.flatMap(([grain, length]) =>
    products.map(([productId, sold]) => ({ grain, period: at.slice(0, length), productId, ...sold })),
  );
  await ctx.db
    .insertInto('productSales')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['grain', 'period', 'productId']).doUpdateSet((eb) => ({
        quantity: eb('productSales.quantity', '+', eb.ref('excluded.quantity')),
        cents: eb('productSales.cents', '+', eb.ref('excluded.cents')),
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
  await recordSales(ctx, createdAt, lines, -1);
}

/**
 * Recomputes the whole ledger from the orders, for data written around the order flow: the demo
 * seed's history and the benchmarks' generated orders.
 */
export async function rebuildSalesLedger(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('productSales').execute();
  for (const [grain] of GRAINS) {
    const period = utcPeriodOf(db, 'o.createdAt', grain);
    await db
      .insertInto('productSales')
      .columns(['grain', 'period', 'productId', 'quantity', 'cents'])
      .expression(
        countedOrders(db)
          .innerJoin('orderItems as i', 'i.orderId', 'o.id')
          .select((eb) => [
            eb.val(grain).as('grain'),
            period.label.as('period'),
            'i.productId',
            eb.fn.sum<number>('i.quantity').as('quantity'),
            eb.fn.sum<number>('i.lineTotalCents').as('cents'),
          ])
          .where('i.productId', 'is not', null)
          .groupBy([period.group, 'i.productId']),
      )
      .execute();
  }
}
