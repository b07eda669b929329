import { toCents, toDollars } from '@store/shared/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, checkoutCalls } from '../../../test/checkout.ts';
import { cartCalls, type Headers, openShop, registerShopper, type Samples } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { periodOf } from '../analytics/analytics-period.ts';
import { percentChange } from './dashboard.service.ts';

let app: FastifyInstance;
let s: Samples;
let staff: Headers;
beforeAll(async () => {
  ({ app, s } = await openShop());
  // The seeded shop is moved a year back, so the last 30 days hold only what the tests do.
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString();
  for (const table of ['users', 'products', 'orders'] as const) {
    await app.db.updateTable(table).set({ createdAt: yearAgo }).execute();
  }
  // An admin without a single permission: the dashboard is for every staff member.
  staff = (await signInStaff(app, 'admin')).auth;
});
afterAll(async () => app.close());
const { add } = cartCalls(() => app);
const co = checkoutCalls(() => app);

interface Placed {
  _id: string;
  orderNumber: string;
  pricing: { total: number };
}

/** A new customer's order, placed and paid through the real checkout. */
async function placeOrder(quantity: number) {
  const shopper = await registerShopper(app);
  await add(shopper.auth, { productId: s.plain.id, quantity });
  const intent = await co.intentFor(shopper.auth);
  await co.payWith(intent, CARDS.succeeds);
  const order = (await co.confirm(shopper.auth, intent)).json<{ order: Placed }>().order;
  return { shopper, order };
}

const dashboard = (headers: Headers = staff) => app.inject({ url: '/api/admin/dashboard', headers });
const countOf = async (table: 'users' | 'products' | 'orders') =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/admin/dashboard', () => {
  it('is for staff only', async () => {
    const none = await dashboard({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const customer = await registerShopper(app);
    expect((await dashboard(customer.auth)).statusCode).toBe(403);
    const superadmin = await signInStaff(app, 'superadmin');
    expect((await dashboard(superadmin.auth)).statusCode).toBe(200);
  });

  it('counts paid revenue of the last 30 days, without cancelled or refunded orders', async () => {
    const ordersBefore = await countOf('orders');
    const startRevenue = (await dashboard()).json().stats.revenue;
    expect(startRevenue).toBe(0);

    const a = await placeOrder(1);
    const b = await placeOrder(2);
    const c = await placeOrder(1);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${c.order._id}/cancel`,
      headers: c.shopper.auth,
      payload: { reason: 'Cancelled by customer' },
    });
    expect(cancelled.statusCode).toBe(200);

    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const paid = toCents(a.order.pricing.total) + toCents(b.order.pricing.total);
    expect(body.stats).toMatchObject({
      orders: ordersBefore + 3,
      revenue: toDollars(paid),
      products: await countOf('products'),
      users: await countOf('users'),
    });
    // Nothing was paid in the 30 days before: no percentage to give.
    expect(body.stats.changes.revenue).toBeNull();
    expect(body.stats.changes.orders).toBe(percentChange(ordersBefore + 3, ordersBefore));
    expect(body.stats.changes.products).toBe(0);

    // Newest first, the cancelled one on top, with its customer and a flat dollar total.
    expect(body.recentOrders[0]).toEqual({
      _id: c.order._id,
      orderNumber: c.order.orderNumber,
      user: { firstName: 'Ada', lastName: 'Lovelace', email: c.shopper.email },
      createdAt: expect.any(String),
      status: 'cancelled',
      total: c.order.pricing.total,
    });
    expect(body.recentOrders.slice(1, 3).map((o: { _id: string }) => o._id)).toEqual([
      b.order._id,
      a.order._id,
    ]);
    expect(body.recentOrders.length).toBeLessThanOrEqual(10);

    // A refunded order stops counting.
    await app.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', a.order._id).execute();
    expect((await dashboard()).json().stats.revenue).toBe(b.order.pricing.total);
  });

  it('compares revenue with the 30 days before', async () => {
    const recent = await placeOrder(1);
    const older = await placeOrder(3);
    const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await app.db
      .updateTable('orders')
      .set({ createdAt: fortyDaysAgo })
      .where('id', '=', older.order._id)
      .execute();
    // Only the orders of this test are paid and still counted in either window.
    await app.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', 'not in', [recent.order._id, older.order._id])
      .execute();

    const { stats } = (await dashboard()).json();
    const now = toCents(recent.order.pricing.total);
    const before = toCents(older.order.pricing.total);
    expect(stats.revenue).toBe(recent.order.pricing.total);
    expect(stats.changes.revenue).toBe(Math.round(((now - before) / before) * 1000) / 10);
    expect(stats.changes.revenue).toBeLessThan(0);
  });
});

describe('the 30-day window', () => {
  it('is the analytics 30d range day for day: the card and the chart agree at the window edges', async () => {
    const from = Date.parse(periodOf('30d').from);
    const inside = await placeOrder(1);
    const outside = await placeOrder(2);
    const move = (id: string, at: number) =>
      app.db
        .updateTable('orders')
        .set({ createdAt: new Date(at).toISOString() })
        .where('id', '=', id)
        .execute();
    // One minute after the window opens (UTC midnight 29 days ago) and one minute before it.
    await move(inside.order._id, from + 60_000);
    await move(outside.order._id, from - 60_000);

    const { stats } = (await dashboard()).json();
    const analyst = await signInStaff(app, 'admin', ['view_analytics']);
    const analytics = (
      await app.inject({ url: '/api/admin/analytics?range=30d', headers: analyst.auth })
    ).json();
    expect(stats.revenue).toBe(analytics.totals.revenue);
    const chartSum = analytics.series.reduce(
      (sum: number, p: { revenue: number }) => sum + toCents(p.revenue),
      0,
    );
    expect(toCents(stats.revenue)).toBe(chartSum);
    expect(analytics.series[0].revenue).toBeGreaterThanOrEqual(inside.order.pricing.total);
  });
});

describe('percentChange', () => {
  it('gives one decimal, and null when there is nothing to compare with', () => {
    expect(percentChange(115, 100)).toBe(15);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(5, 0)).toBeNull();
  });
});
