import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { signInStaff } from '../test/staff.ts';
import { HISTORY_ORDERS } from './order-history.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * A first start in development shows a shop that has traded: the demo seed with its order history
 * places about 200 orders over the last 90 days, across statuses and both languages, and the
 * dashboard and analytics add them up.
 */

// Today: the dashboard and the analytics count back from the real clock.
const NOW = Date.now();
const DAY_MS = 86_400_000;
let app: FastifyInstance;
const seed = () =>
  seedDemo(app.db, {
    adminEmail: 'owner@example.com',
    adminPassword: 'owner-pass-123',
    passwordHashCost: 2 ** 10,
    demoAccounts: true,
    orderHistory: true,
    now: NOW,
  });

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  await seed();
});
afterAll(async () => app?.close());

describe('the demo order history', () => {
  it('places about 200 orders over the last 90 days, in every status, from English and French customers', async () => {
    const orders = await app.db
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.userId')
      .select([
        'o.status',
        'o.createdAt',
        'o.totalCents',
        'o.subtotalCents',
        'o.discountCents',
        'o.taxCents',
        'o.shippingCents',
        'u.prefLanguage',
      ])
      .where('o.orderNumber', 'like', 'ORD-%-H%')
      .execute();
    expect(orders).toHaveLength(HISTORY_ORDERS);
    const statuses = new Set(orders.map((o) => o.status));
    expect([...statuses].sort()).toEqual(
      ['cancelled', 'confirmed', 'delivered', 'pending', 'processing', 'refunded', 'shipped'].sort(),
    );
    expect(new Set(orders.map((o) => o.prefLanguage))).toEqual(new Set(['en', 'fr']));
    for (const order of orders) {
      const age = NOW - new Date(order.createdAt).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(90 * DAY_MS + 3_600_000);
      expect(order.totalCents).toBe(
        order.subtotalCents - order.discountCents + order.taxCents + order.shippingCents,
      );
    }
    // Each customer signed up shortly before their first order, inside the 90 days.
    const customers = await app.db
      .selectFrom('users as u')
      .innerJoin('orders as o', 'o.userId', 'u.id')
      .select((eb) => ['u.createdAt', eb.fn.min<string>('o.createdAt').as('firstOrder')])
      .where('o.orderNumber', 'like', 'ORD-%-H%')
      .groupBy(['u.id', 'u.createdAt'])
      .execute();
    expect(customers.length).toBeGreaterThan(20);
    for (const c of customers) {
      const lead = new Date(c.firstOrder).getTime() - new Date(c.createdAt).getTime();
      expect(lead).toBe(2 * 3_600_000);
    }
    const recent = orders.filter((o) => NOW - new Date(o.createdAt).getTime() < 30 * DAY_MS);
    expect(recent.length).toBeGreaterThan(HISTORY_ORDERS / 3);
  });

  it('gives every order its lines, timeline and payment; money back is refunded in full', async () => {
    const [missing] = await Promise.all([
      app.db
        .selectFrom('orders as o')
        .select('o.orderNumber')
        .where((eb) =>
          eb.or([
            eb.not(
              eb.exists(eb.selectFrom('orderItems as i').select('i.id').whereRef('i.orderId', '=', 'o.id')),
            ),
            eb.not(
              eb.exists(eb.selectFrom('orderEvents as e').select('e.id').whereRef('e.orderId', '=', 'o.id')),
            ),
            eb.not(
              eb.exists(eb.selectFrom('payments as p').select('p.id').whereRef('p.orderId', '=', 'o.id')),
            ),
          ]),
        )
        .execute(),
    ]);
    expect(missing).toEqual([]);
    const moneyBack = await app.db
      .selectFrom('orders as o')
      .innerJoin('payments as p', 'p.orderId', 'o.id')
      .select(['p.status', 'p.refundedCents', 'p.amountCents'])
      .where('o.status', 'in', ['cancelled', 'refunded'])
      .execute();
    expect(moneyBack.length).toBeGreaterThan(0);
    for (const p of moneyBack) expect(p).toMatchObject({ status: 'refunded', refundedCents: p.amountCents });
  });

  it('shows on the dashboard and in the analytics, and a second seed adds nothing', async () => {
    const staff = await signInStaff(app, 'superadmin');
    const dashboard = await app.inject({ url: '/api/admin/dashboard', headers: staff.auth });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().stats.revenue).toBeGreaterThan(1_000);
    const analytics = await app.inject({ url: '/api/admin/analytics?range=90d', headers: staff.auth });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const { totals, series } = analytics.json();
    expect(totals.orders).toBeGreaterThan(150);
    // A curve, not a spike: most of the 90 days sold something.
    expect(series.filter((point: { revenue: number }) => point.revenue > 0).length).toBeGreaterThan(45);
    const ledger = await app.db
      .selectFrom('productSales')
      .select((eb) => eb.fn.sum<number | string>('cents').as('cents'))
      .where('grain', '=', 'day')
      .executeTakeFirstOrThrow();
    expect(Number(ledger.cents)).toBeGreaterThan(0);
    // The demo code's uses are the orders placed with it.
    const welcome = await app.db
      .selectFrom('promoCodes')
      .select('usedCount')
      .where('code', '=', 'WELCOME5')
      .executeTakeFirstOrThrow();
    const withCode = await app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('couponCode', '=', 'WELCOME5')
      .executeTakeFirstOrThrow();
    expect(welcome.usedCount).toBe(Number(withCode.n));
    expect(welcome.usedCount).toBeGreaterThan(5);
    expect(await seed()).toEqual({ inserted: false });
  });
});
