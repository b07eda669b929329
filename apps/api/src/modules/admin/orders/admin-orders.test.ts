import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, registerShopper, type Samples, type Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { forceStatus, type PlacedOrder, placeOrder } from './admin-orders.fixtures.ts';

let app: FastifyInstance;
let s: Samples;
let staff: Shopper;
let ada: PlacedOrder;
let grace: PlacedOrder;
let alan: PlacedOrder;

beforeAll(async () => {
  ({ app, s } = await openShop());
  staff = await signInStaff(app, 'admin', ['manage_orders']);
  ada = await placeOrder(app, s, { firstName: 'Ada', lastName: 'Lovelace' }, 2);
  grace = await placeOrder(app, s, { firstName: 'Grace', lastName: 'Hopper' });
  alan = await placeOrder(app, s, { firstName: 'Alan', lastName: 'Turing' });
  // Alan ordered in the spring; Grace's order is on its way.
  await app.db
    .updateTable('orders')
    .set({ createdAt: '2026-04-10T15:30:00.000Z' })
    .where('id', '=', alan.id)
    .execute();
  await forceStatus(app, grace.id, 'shipped');
});
afterAll(async () => app.close());

const list = (query = '', headers: Record<string, string> = staff.auth) =>
  app.inject({ url: `/api/admin/orders${query}`, headers });
const numbers = async (query: string) =>
  (await list(query)).json<{ orders: { orderNumber: string }[] }>().orders.map((o) => o.orderNumber);
/** The three fixtures' orders among a list's order numbers (the demo seed has orders of its own). */
const ours = (found: string[]) => found.filter((n) => [ada, grace, alan].some((o) => o.orderNumber === n));

describe('who may manage orders', () => {
  it('needs a token (401), staff (403 for a customer) and manage_orders (403 without it)', async () => {
    const customer = await registerShopper(app);
    const catalogueAdmin = await signInStaff(app, 'admin', ['manage_products', 'manage_users']);
    const calls = [
      { method: 'GET', url: '/api/admin/orders' },
      { method: 'GET', url: `/api/admin/orders/${ada.id}` },
      { method: 'PUT', url: `/api/admin/orders/${ada.id}/status`, payload: { status: 'processing' } },
      { method: 'GET', url: '/api/admin/export/orders?format=csv' },
    ] as const;
    for (const call of calls) {
      const none = await app.inject({ ...call });
      expect(none.statusCode, call.url).toBe(401);
      const asCustomer = await app.inject({ ...call, headers: customer.auth });
      expect(asCustomer.statusCode, call.url).toBe(403);
      expect(asCustomer.json()).toEqual({ error: expect.any(String), code: 'FORBIDDEN' });
      // Staff are told which permission they lack, so the panel can name it.
      const asAdmin = await app.inject({ ...call, headers: catalogueAdmin.auth });
      expect(asAdmin.statusCode, call.url).toBe(403);
      expect(asAdmin.json()).toEqual({
        error: expect.any(String),
        code: 'FORBIDDEN',
        details: { permissions: 'manage_orders' },
      });
    }
    // Nothing moved.
    const order = (await app.inject({ url: `/api/admin/orders/${ada.id}`, headers: staff.auth })).json();
    expect(order.order.status).toBe('confirmed');
  });
});

describe('GET /api/admin/orders', () => {
  it('lists orders newest first with the customer, units, total and payment method', async () => {
    const res = await list('?limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ current: 1, pages: 1, total: body.orders.length });
    const row = body.orders.find((o: { _id: string }) => o._id === ada.id);
    expect(row).toEqual({
      _id: ada.id,
      orderNumber: ada.orderNumber,
      user: {
        id: ada.shopper.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: ada.shopper.email,
        // The shipping address's phone, as checkout keeps it (E.164).
        phone: '+442079460000',
      },
      itemCount: 2,
      pricing: { total: expect.any(Number) },
      payment: { method: 'card', status: 'succeeded' },
      status: 'confirmed',
      createdAt: expect.any(String),
    });
    const dates = body.orders.map((o: { createdAt: string }) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds orders by part of the order number, the customer’s name or e-mail, in any case', async () => {
    expect(await numbers(`?search=${ada.orderNumber.slice(-6).toLowerCase()}`)).toEqual([ada.orderNumber]);
    expect(ours(await numbers('?search=lovelace'))).toEqual([ada.orderNumber]);
    expect(ours(await numbers('?search=GRACE%20hop'))).toEqual([grace.orderNumber]);
    expect(await numbers(`?search=${encodeURIComponent(alan.shopper.email.toUpperCase())}`)).toEqual([
      alan.orderNumber,
    ]);
    // LIKE's wildcards are plain characters in a search.
    expect(await numbers('?search=%25')).toEqual([]);
    expect(await numbers('?search=_')).toEqual([]);
  });

  it('filters by status and by the day placed, and pages 20 at a time by default', async () => {
    expect(ours(await numbers('?status=shipped'))).toEqual([grace.orderNumber]);
    expect(ours(await numbers('?status='))).toHaveLength(3);
    expect(ours(await numbers('?dateFrom=2026-04-10&dateTo=2026-04-10'))).toEqual([alan.orderNumber]);
    expect(ours(await numbers('?dateTo=2026-04-09'))).toEqual([]);
    expect(ours(await numbers('?dateFrom=2026-04-10T15:30:00.001Z'))).not.toContain(alan.orderNumber);
    expect(ours(await numbers('?dateFrom=2026-04-10T17:30:00%2B02:00'))).toContain(alan.orderNumber);
    const page = (await list('?limit=1&page=2')).json();
    expect(page.orders).toHaveLength(1);
    expect(page.pagination.current).toBe(2);
    expect((await list()).json().pagination.pages).toBe(Math.ceil(page.pagination.total / 20));
  });

  it('refuses malformed filters with 400 {error, code}', async () => {
    for (const query of [
      '?status=lost',
      '?dateFrom=yesterday',
      '?dateTo=2026-13-45',
      '?page=0',
      '?page=abc',
      '?limit=500',
      // Days the calendar lacks and instants outside what a timestamp column holds: PostgreSQL would
      // refuse them in the query itself.
      '?dateFrom=2026-02-30',
      '?dateTo=2026-02-31T10:00:00Z',
      '?dateFrom=0000-01-01',
      '?dateFrom=0001-01-01T00:00:00%2B01:00',
      '?dateTo=9999-12-31T23:00:00-05:00',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({
        error: expect.any(String),
        code: 'VALIDATION_ERROR',
        details: expect.objectContaining({ field: query.slice(1, query.indexOf('=')) }),
      });
    }
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('answers the order with its customer, items, timeline and the valid next statuses', async () => {
    const res = await app.inject({ url: `/api/admin/orders/${ada.id}`, headers: staff.auth });
    expect(res.statusCode).toBe(200);
    const { order } = res.json();
    expect(order).toMatchObject({
      _id: ada.id,
      orderNumber: ada.orderNumber,
      status: 'confirmed',
      user: { firstName: 'Ada', lastName: 'Lovelace', email: ada.shopper.email },
      items: [{ quantity: 2, price: s.plain.priceCents / 100 }],
      pricing: { total: expect.any(Number) },
      payment: { method: 'card', status: 'succeeded' },
      shippingAddress: { street: '12 Analytical Row', city: 'London', country: 'GB' },
      nextStatuses: ['processing', 'cancelled', 'refunded'],
      refundDue: false,
    });
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(['pending', 'confirmed']);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await app.inject({
      url: '/api/admin/orders/ffffffffffffffffffffffff',
      headers: staff.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    expect((await app.inject({ url: '/api/admin/orders/nope', headers: staff.auth })).statusCode).toBe(400);
  });

  it('has no route to delete an order', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${ada.id}`,
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/admin/orders/${ada.id}`, headers: staff.auth })).statusCode).toBe(
      200,
    );
  });
});
