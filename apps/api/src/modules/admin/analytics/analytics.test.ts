import { toCents, toDollars } from '@store/shared/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../db/ids.ts';
import type { OrderStatusColumn, ProviderPaymentStatus } from '../../../db/types.ts';
import { CARDS, checkoutCalls } from '../../../test/checkout.ts';
import {
  cartCalls,
  type Headers,
  openShop,
  registerShopper,
  type Samples,
  type Shopper,
} from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { rebuildSalesLedger } from '../../orders/sales-ledger.ts';
import { periodOf } from './analytics-period.ts';

const DAY = 86_400_000;
const longAgo = new Date(Date.now() - 3 * 365 * DAY).toISOString();

let app: FastifyInstance;
let s: Samples;
let staff: Headers;
let a: Shopper;
let b: Shopper;
let c: Shopper;
/** The checkout order's total, in cents, and its line. */
let checkoutCents = 0;
let checkoutLine = 0;
const at = (daysAgo: number) => new Date(Date.now() - 1000 - daysAgo * DAY).toISOString();
const day = (iso: string) => iso.slice(0, 10);

interface Planned {
  who: Shopper;
  daysAgo: number;
  cents: number;
  line?: { productId: string; quantity: number };
  status?: OrderStatusColumn;
  paymentStatus?: ProviderPaymentStatus;
}

/** An order row with a known date and total (and one line of that total). */
async function insertOrder(plan: Planned) {
  const id = newId();
  const createdAt = at(plan.daysAgo);
  await app.db
    .insertInto('orders')
    .values({
      id,
      orderNumber: `ORD-TEST-${id}`,
      userId: plan.who.id,
      email: plan.who.email,
      status: plan.status ?? 'confirmed',
      subtotalCents: plan.cents,
      discountCents: 0,
      taxCents: 0,
      shippingCents: 0,
      totalCents: plan.cents,
      shippingAddress: '{}',
      billingAddress: '{}',
      paymentStatus: plan.paymentStatus ?? 'succeeded',
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
  if (plan.line) {
    await app.db
      .insertInto('orderItems')
      .values({
        id: newId(),
        orderId: id,
        productId: plan.line.productId,
        name: 'Line name',
        image: '/x.webp',
        unitPriceCents: plan.cents / plan.line.quantity,
        lineTotalCents: plan.cents,
        quantity: plan.line.quantity,
      })
      .execute();
  }
  return createdAt;
}

let todayKey = '';
let twoDaysKey = '';
beforeAll(async () => {
  ({ app, s } = await openShop());
  // The seeded shop moves years back: the ranges hold only what this file does.
  for (const table of ['users', 'orders', 'carts', 'productViews'] as const) {
    await app.db.updateTable(table).set({ createdAt: longAgo }).execute();
  }
  staff = (await signInStaff(app, 'admin', ['view_analytics'])).auth;
  [a, b] = [await registerShopper(app), await registerShopper(app)];
  c = await registerShopper(app);

  // c buys through the real checkout, today.
  await cartCalls(() => app).add(c.auth, { productId: s.plain.id, quantity: 1 });
  const co = checkoutCalls(() => app);
  const intent = await co.intentFor(c.auth);
  await co.payWith(intent, CARDS.succeeds);
  const placed = (await co.confirm(c.auth, intent)).json<{ order: { pricing: { total: number } } }>().order;
  checkoutCents = toCents(placed.pricing.total);
  checkoutLine = s.plain.priceCents;

  todayKey = day(
    await insertOrder({ who: a, daysAgo: 0, cents: 10_000, line: { productId: s.plain2.id, quantity: 2 } }),
  );
  await insertOrder({ who: a, daysAgo: 10, cents: 5_000 });
  await insertOrder({ who: a, daysAgo: 400, cents: 3_000 });
  twoDaysKey = day(
    await insertOrder({ who: b, daysAgo: 2, cents: 2_000, line: { productId: s.plain3.id, quantity: 1 } }),
  );
  await insertOrder({ who: b, daysAgo: 40, cents: 7_000 });
  // Never revenue: cancelled, refunded, unpaid.
  await insertOrder({
    who: b,
    daysAgo: 0,
    cents: 99_900,
    status: 'cancelled',
    line: { productId: s.plain3.id, quantity: 9 },
  });
  await insertOrder({ who: b, daysAgo: 2, cents: 50_000, status: 'refunded' });
  await insertOrder({ who: b, daysAgo: 0, cents: 7_700, status: 'pending', paymentStatus: 'failed' });
  // The rows above were written around the order flow, as the demo seed writes its history.
  await rebuildSalesLedger(app.db);

  const now = new Date().toISOString();
  await app.db
    .insertInto('productViews')
    .values([
      ...Array.from({ length: 10 }, () => ({ id: newId(), productId: s.plain.id, createdAt: now })),
      ...Array.from({ length: 5 }, () => ({ id: newId(), productId: s.plain.id, createdAt: at(100) })),
    ])
    .execute();
  await app.db
    .insertInto('carts')
    .values(
      Array.from({ length: 3 }, (_, i) => ({
        id: newId(),
        sessionId: `guest-analytics-${i}`,
        createdAt: now,
      })),
    )
    .execute();
});
afterAll(async () => app.close());

const get = (path: string, headers: Headers = staff) =>
  app.inject({ url: `/api/admin/analytics${path}`, headers });

describe('access to /api/admin/analytics', () => {
  it('needs view_analytics', async () => {
    const manager = await signInStaff(app, 'admin', ['manage_products', 'manage_users']);
    for (const path of ['', '/sales', '/users', '/funnel']) {
      expect((await get(path, {})).statusCode).toBe(401);
      expect((await get(path, manager.auth)).statusCode).toBe(403);
      expect((await get(path)).statusCode).toBe(200);
    }
    const bad = await get('?range=1y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });
});

describe('GET /api/admin/analytics', () => {
  it('sums paid orders per day, cancelled, refunded and unpaid ones left out, with empty days at zero', async () => {
    const body = (await get('?range=7d')).json();
    const revenue = 10_000 + 2_000 + checkoutCents;
    expect(body.totals).toEqual({
      revenue: toDollars(revenue),
      orders: 3,
      averageOrderValue: toDollars(Math.round(revenue / 3)),
      customers: 3,
    });
    expect(body.period).toMatchObject({ range: '7d', interval: 'day' });
    expect(body.series).toHaveLength(7);
    expect(body.series.map((p: { date: string }) => p.date)).toEqual(periodOf('7d').buckets);
    const point = (date: string) => body.series.find((p: { date: string }) => p.date === date);
    expect(point(todayKey)).toEqual({
      date: todayKey,
      revenue: toDollars(10_000 + checkoutCents),
      orders: 2,
    });
    expect(point(twoDaysKey)).toEqual({ date: twoDaysKey, revenue: 20, orders: 1 });
    const quiet = body.series.filter((p: { date: string }) => p.date !== todayKey && p.date !== twoDaysKey);
    expect(quiet.every((p: { revenue: number; orders: number }) => p.revenue === 0 && p.orders === 0)).toBe(
      true,
    );
  });

  it('widens with the range: 30 days by default, 90 days, and 12 months by month', async () => {
    const base = 10_000 + 2_000 + checkoutCents;
    const byDefault = (await get('')).json();
    expect(byDefault.period.range).toBe('30d');
    expect(byDefault.series).toHaveLength(30);
    expect(byDefault.totals).toMatchObject({ revenue: toDollars(base + 5_000), orders: 4 });
    const quarter = (await get('?range=90d')).json();
    expect(quarter.series).toHaveLength(90);
    expect(quarter.totals).toMatchObject({ revenue: toDollars(base + 12_000), orders: 5, customers: 3 });
    const year = (await get('?range=12m')).json();
    expect(year.period.interval).toBe('month');
    expect(year.series.map((p: { date: string }) => p.date)).toEqual(periodOf('12m').buckets);
    expect(year.series.at(-1).date).toBe(todayKey.slice(0, 7));
    expect(year.totals).toMatchObject({ revenue: toDollars(base + 12_000), orders: 5 });
    const seriesSum = year.series.reduce(
      (sum: number, p: { revenue: number }) => sum + toCents(p.revenue),
      0,
    );
    expect(seriesSum).toBe(base + 12_000);
  });
});

describe('GET /api/admin/analytics/sales, /users and /funnel', () => {
  it('ranks products and categories by revenue from the counted orders only', async () => {
    const body = (await get('/sales?range=7d')).json();
    const name = async (id: string) =>
      (await app.db.selectFrom('products').select('nameEn').where('id', '=', id).executeTakeFirstOrThrow())
        .nameEn;
    const expected = [
      { id: s.plain2.id, name: await name(s.plain2.id), quantity: 2, revenue: 100 },
      { id: s.plain3.id, name: await name(s.plain3.id), quantity: 1, revenue: 20 },
      { id: s.plain.id, name: await name(s.plain.id), quantity: 1, revenue: toDollars(checkoutLine) },
    ].sort((x, y) => y.revenue - x.revenue);
    expect(body.topProducts).toEqual(expected);
    const categorySum = body.topCategories.reduce(
      (sum: number, c: { revenue: number }) => sum + toCents(c.revenue),
      0,
    );
    expect(categorySum).toBe(12_000 + checkoutLine);
    expect(body.topCategories[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      quantity: expect.any(Number),
      revenue: expect.any(Number),
    });
    expect(body.averageOrderValue).toBe(toDollars(Math.round((12_000 + checkoutCents) / 3)));
    // The longer ranges hold no other sold line: the day sums (90d) and the month sums (12m) agree.
    for (const range of ['30d', '90d', '12m']) {
      const longer = (await get(`/sales?range=${range}`)).json();
      expect(longer.topProducts).toEqual(expected);
      expect(longer.topCategories).toEqual(body.topCategories);
    }
  });

  it('counts new customers per day and the share who came back', async () => {
    const body = (await get('/users?range=30d')).json();
    expect(body.newCustomers).toHaveLength(30);
    // a, b and c signed up today; staff accounts are not customers.
    expect(body.newCustomers.find((p: { date: string }) => p.date === todayKey).customers).toBe(3);
    expect(body.totalNewCustomers).toBe(3);
    // a (3 paid orders) and b (2) came back; c bought once.
    expect(body).toMatchObject({ customers: 3, returningCustomers: 2, returningRate: 66.7 });
  });

  it('follows views, carts started, and which of those carts became an order', async () => {
    const body = (await get('/funnel?range=7d')).json();
    // Of the 4 carts started this week only c's led to an order; a's and b's orders came from no cart
    // of the period. Carts are not a part of the views (a card adds without a product page view), so
    // no rate is given between the two.
    expect(body.steps).toEqual([
      { step: 'views', count: 10, conversion: null },
      { step: 'carts', count: 4, conversion: null },
      { step: 'ordered', count: 1, conversion: 25 },
    ]);
    const quarter = (await get('/funnel?range=90d')).json();
    expect(quarter.steps[0].count).toBe(10);
    expect((await get('/funnel?range=12m')).json().steps[0].count).toBe(15);
  });

  it('counts a cart once however many orders it led to, so no step reads above 100 %', async () => {
    // c orders again from the same cart, and the guests' carts were started long ago: 1 cart started
    // this week, 4 orders placed this week.
    await cartCalls(() => app).add(c.auth, { productId: s.plain2.id, quantity: 1 });
    const co = checkoutCalls(() => app);
    const intent = await co.intentFor(c.auth);
    await co.payWith(intent, CARDS.succeeds);
    expect((await co.confirm(c.auth, intent)).statusCode).toBe(200);
    await app.db
      .updateTable('carts')
      .set({ createdAt: longAgo })
      .where('sessionId', 'like', 'guest-analytics-%')
      .execute();

    const body = (await get('/funnel?range=7d')).json();
    expect(body.steps).toEqual([
      { step: 'views', count: 10, conversion: null },
      { step: 'carts', count: 1, conversion: null },
      { step: 'ordered', count: 1, conversion: 100 },
    ]);
    for (const range of ['30d', '90d', '12m']) {
      const steps = (await get(`/funnel?range=${range}`)).json().steps as { conversion: number | null }[];
      for (const step of steps) expect(step.conversion ?? 0).toBeLessThanOrEqual(100);
    }
  });
});
