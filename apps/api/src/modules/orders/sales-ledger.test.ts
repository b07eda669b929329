import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, checkoutCalls } from '../../test/checkout.ts';
import { cartCalls, openShop, registerShopper, type Samples, type Shopper } from '../../test/shoppers.ts';
import { signInStaff } from '../../test/staff.ts';
import * as salesLedgerMigration from '../../db/migrations/0011-sales-ledger.ts';
import { rebuildSalesLedger } from './sales-ledger.ts';

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => {
  ({ app, s } = await openShop());
});
afterAll(async () => app.close());

const cart = cartCalls(() => app);
const checkout = checkoutCalls(() => app);
const today = () => new Date().toISOString().slice(0, 10);

/** The ledger as plain numbers, zero rows (all taken back) left out, in a stable order. */
async function ledger() {
  const rows = await app.db.selectFrom('productSales').selectAll().execute();
  return rows
    .filter((row) => row.quantity !== 0 || row.cents !== 0)
    .sort((a, b) =>
      `${a.grain}${a.period}${a.productId}`.localeCompare(`${b.grain}${b.period}${b.productId}`),
    );
}

/** A product's sales today, and this month; a day's sale is in its month too. */
async function todayOf(productId: string) {
  const rows = await ledger();
  const of = (grain: string, period: string) => {
    const row = rows.find((r) => r.grain === grain && r.period === period && r.productId === productId);
    return { quantity: row?.quantity ?? 0, cents: row?.cents ?? 0 };
  };
  return { day: of('day', today()), month: of('month', today().slice(0, 7)) };
}

/** A shopper's paid order of these lines, through the real checkout; answers the order's id. */
async function buy(shopper: Shopper, lines: { productId: string; quantity: number }[]): Promise<string> {
  for (const line of lines) await cart.add(shopper.auth, line);
  const intent = await checkout.intentFor(shopper.auth);
  await checkout.payWith(intent, CARDS.succeeds);
  const res = await checkout.confirm(shopper.auth, intent);
  expect(res.statusCode).toBe(200);
  return res.json<{ order: { _id: string } }>().order._id;
}

describe('the daily sales ledger behind the best-seller figures', () => {
  it('holds the seeded order history as a rebuild from the orders would', async () => {
    const seeded = await ledger();
    expect(seeded.length).toBeGreaterThan(0);
    await rebuildSalesLedger(app.db);
    expect(await ledger()).toEqual(seeded);
  });

  it('adds paid orders as they are placed and takes them back when cancelled or refunded', async () => {
    const [first, second] = [await registerShopper(app), await registerShopper(app)];
    const price = s.plain.priceCents;
    const before = { plain: await todayOf(s.plain.id), plain2: await todayOf(s.plain2.id) };
    /** `sales` (today's and this month's) with `quantity` more units of `unitCents`. */
    const plus = (sales: Awaited<ReturnType<typeof todayOf>>, quantity: number, unitCents: number) => {
      const add = (x: { quantity: number; cents: number }) => ({
        quantity: x.quantity + quantity,
        cents: x.cents + quantity * unitCents,
      });
      return { day: add(sales.day), month: add(sales.month) };
    };

    const firstOrder = await buy(first, [
      { productId: s.plain.id, quantity: 2 },
      { productId: s.plain2.id, quantity: 1 },
    ]);
    const secondOrder = await buy(second, [{ productId: s.plain.id, quantity: 1 }]);
    expect(await todayOf(s.plain.id)).toEqual(plus(before.plain, 3, price));
    expect(await todayOf(s.plain2.id)).toEqual(plus(before.plain2, 1, s.plain2.priceCents));

    // The customer cancels the first order: its lines leave the day's and the month's sales.
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${firstOrder}/cancel`,
      headers: first.auth,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await todayOf(s.plain.id)).toEqual(plus(before.plain, 1, price));
    expect(await todayOf(s.plain2.id)).toEqual(before.plain2);

    // Staff moves the second one along (still a sale), then refunds it (no longer one).
    const staff = await signInStaff(app, 'admin', ['manage_orders']);
    const move = (status: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${secondOrder}/status`,
        headers: staff.auth,
        payload: { status },
      });
    expect((await move('processing')).statusCode).toBe(200);
    expect(await todayOf(s.plain.id)).toEqual(plus(before.plain, 1, price));
    expect((await move('refunded')).statusCode).toBe(200);
    expect(await todayOf(s.plain.id)).toEqual(before.plain);

    // What the order flow wrote is what the orders add up to, and what an upgraded shop's migration
    // adds up from the orders it already has.
    const kept = await ledger();
    await rebuildSalesLedger(app.db);
    expect(await ledger()).toEqual(kept);
    // Migrations take the untyped database, as the migrator hands it to them.
    const untyped = app.db as unknown as Kysely<unknown>;
    await salesLedgerMigration.down(untyped);
    await salesLedgerMigration.up(untyped);
    expect(await ledger()).toEqual(kept);
  });
});
