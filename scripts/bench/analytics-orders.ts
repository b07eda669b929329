/**
 * The order history the analytics benchmark reads: customers, paid orders with their lines, product
 * views and carts spread over the last 13 months, so every range (7 days to 12 months) has thousands
 * of rows to sum. Deterministic (seeded), inserted in batches under both databases' parameter limits.
 */
import { computeTotals } from '@store/shared/pricing';
import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/connect.ts';
import { dialectOf } from '../../apps/api/src/db/dialect.ts';
import { newId } from '../../apps/api/src/db/ids.ts';
import { createRng } from '../../apps/api/src/seed/prng.ts';
import { insertRows } from '../../apps/api/src/seed/insert-rows.ts';
import { rebuildSalesLedger } from '../../apps/api/src/modules/orders/sales-ledger.ts';
import type { OrderStatusColumn } from '../../apps/api/src/db/types.ts';

const DAY_MS = 86_400_000;
const SPAN_DAYS = 395;
/** Rows built and inserted at a time: memory stays flat whatever the count. */
const SLICE = 10_000;

/** Status mix of a shop's history: mostly delivered, a few cancelled and refunded (never revenue). */
const STATUSES: readonly [OrderStatusColumn, number][] = [
  ['delivered', 0.6],
  ['shipped', 0.12],
  ['confirmed', 0.1],
  ['processing', 0.06],
  ['pending', 0.06],
  ['cancelled', 0.04],
  ['refunded', 0.02],
];

/** Adds `orders` orders (with ~2 lines each), a customer per 20 orders, 3 views and 0.6 carts per order. */
export async function seedAnalyticsOrders(db: Db, orders: number): Promise<void> {
  const rng = createRng(`analytics:${orders}`);
  const now = Date.now();
  const at = () => new Date(now - Math.floor(rng.next() * SPAN_DAYS * DAY_MS)).toISOString();
  const status = () => {
    let roll = rng.next();
    for (const [value, share] of STATUSES) if ((roll -= share) < 0) return value;
    return 'delivered';
  };
  const products = await db
    .selectFrom('products')
    .select(['id', 'nameEn', 'image', 'priceCents'])
    .orderBy('id')
    .limit(5_000)
    .execute();
  const customers = Array.from({ length: Math.ceil(orders / 20) }, (_, i) => ({
    id: newId(),
    email: `bench-customer-${i}@example.com`,
    passwordHash: '!',
    firstName: 'Bench',
    lastName: `Customer ${i}`,
    createdAt: at(),
  }));
  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'users', customers);
    for (let done = 0; done < orders; done += SLICE) {
      const orderRows = [];
      const lines = [];
      for (let i = done; i < Math.min(orders, done + SLICE); i++) {
        const id = newId();
        const createdAt = at();
        const picked = Array.from({ length: rng.int(1, 3) }, (_, position) => {
          const product = rng.pick(products);
          const quantity = rng.int(1, 3);
          return { product, quantity, position };
        });
        const totals = computeTotals(
          picked.map((l) => ({ unitPriceCents: l.product.priceCents, quantity: l.quantity })),
        );
        const customer = rng.pick(customers);
        orderRows.push({
          id,
          orderNumber: `BENCH-${i}`,
          userId: customer.id,
          email: customer.email,
          status: status(),
          subtotalCents: totals.subtotal,
          discountCents: 0,
          taxCents: totals.tax,
          shippingCents: totals.shipping,
          totalCents: totals.total,
          shippingAddress: '{}',
          billingAddress: '{}',
          paymentStatus: 'succeeded' as const,
          createdAt,
          updatedAt: createdAt,
        });
        for (const { product, quantity, position } of picked) {
          lines.push({
            id: newId(),
            orderId: id,
            productId: product.id,
            name: product.nameEn,
            image: product.image,
            unitPriceCents: product.priceCents,
            lineTotalCents: product.priceCents * quantity,
            quantity,
            position,
          });
        }
      }
      await insertRows(trx, 'orders', orderRows);
      await insertRows(trx, 'orderItems', lines);
      const views = Array.from({ length: orderRows.length * 3 }, () => ({
        id: newId(),
        productId: rng.pick(products).id,
        sessionId: `bench-${rng.int(0, 1e9)}`,
        createdAt: at(),
      }));
      await insertRows(trx, 'productViews', views);
      const carts = Array.from({ length: Math.round(orderRows.length * 0.6) }, () => {
        const createdAt = at();
        return { id: newId(), sessionId: `bench-cart-${newId()}`, createdAt, updatedAt: createdAt };
      });
      await insertRows(trx, 'carts', carts);
    }
  });
  // The orders were written around the order flow, which keeps the daily sales ledger: add them up.
  await rebuildSalesLedger(db);
  // What autovacuum does to a shop's tables after a while: planner statistics, and on PostgreSQL
  // the visibility map that lets a range be read from an index alone.
  if (dialectOf(db) === 'postgres') {
    await sql`vacuum analyze orders, order_items, product_sales, users, product_views, carts`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
}
