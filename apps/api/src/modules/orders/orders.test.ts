import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, checkoutCalls } from '../../test/checkout.ts';
import { DEMO_CUSTOMER_EMAIL } from '../../config.ts';
import {
  cartCalls,
  type Headers,
  openShop,
  registerShopper,
  type Samples,
  signInDemoCustomer,
} from '../../test/shoppers.ts';

let app: FastifyInstance;
let s: Samples;
let demo: Headers;
beforeAll(async () => {
  ({ app, s } = await openShop());
  demo = await signInDemoCustomer(app);
});
afterAll(async () => app.close());
const { add } = cartCalls(() => app);
const co = checkoutCalls(() => app);

/** A new customer with one paid order of `quantity` units of the cheapest plain product. */
async function customerWithOrder(quantity = 1) {
  const shopper = await registerShopper(app);
  await add(shopper.auth, { productId: s.plain.id, quantity });
  const intent = await co.intentFor(shopper.auth);
  await co.payWith(intent, CARDS.succeeds);
  const order = (await co.confirm(shopper.auth, intent)).json().order;
  return { shopper, order };
}

const orders = (headers: Headers, query = '') => app.inject({ url: `/api/orders${query}`, headers });

describe('my orders', () => {
  it('lists only the caller’s orders, newest first, 10 a page, filtered by status', async () => {
    const res = await orders(demo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      pagination: { current: 1, pages: 1, total: 2, limit: 10 },
    });
    const list = res.json().orders;
    expect(list.map((o: { status: string }) => o.status)).toEqual(['shipped', 'delivered']);
    expect(list[1]).toMatchObject({ canReorder: true, canCancel: false, orderNumber: 'ORD-20260914-K7M2QX' });
    const delivered = (await orders(demo, '?status=delivered')).json();
    expect(delivered.orders).toHaveLength(1);
    expect(delivered.pagination.total).toBe(1);
    expect((await orders(demo, '?status=lost')).statusCode).toBe(400);
    expect((await orders({})).statusCode).toBe(401);

    const { shopper, order } = await customerWithOrder();
    const mine = (await orders(shopper.auth)).json();
    expect(mine.orders.map((o: { _id: string }) => o._id)).toEqual([order._id]);
    const page2 = (await orders(demo, '?page=2&limit=1')).json();
    expect(page2.pagination).toEqual({ current: 2, pages: 2, total: 2, limit: 1 });
    expect(page2.orders[0].status).toBe('delivered');
  });

  it('reads one order; another customer’s order is not found', async () => {
    const { shopper, order } = await customerWithOrder();
    const own = await app.inject({ url: `/api/orders/${order._id}`, headers: shopper.auth });
    expect(own.json()).toEqual({ success: true, order });
    const other = await app.inject({ url: `/api/orders/${order._id}`, headers: demo });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    const malformed = await app.inject({ url: '/api/orders/no-such-order', headers: shopper.auth });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('a confirmed order is cancelled, refunded and restocked, with a timeline entry', async () => {
    const before = await app.db
      .selectFrom('products')
      .select('stockQuantity')
      .where('id', '=', s.plain.id)
      .executeTakeFirstOrThrow();
    const { shopper, order } = await customerWithOrder(2);
    const cancel = () =>
      app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}/cancel`,
        headers: shopper.auth,
        payload: { reason: 'Cancelled by customer' },
      });
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    // The storefront's standard reason is stored as a code each language words; no English sentence.
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      cancelReason: null,
      cancelReasonCode: 'cancelled_by_customer',
      canCancel: false,
      payment: { status: 'refunded' },
    });
    expect(res.json().order.timeline.slice(-2)).toMatchObject([
      { status: 'cancelled', note: null, code: 'cancelled_by_customer' },
      { status: 'cancelled', note: null, code: 'refund_issued' },
    ]);
    const after = await app.db
      .selectFrom('products')
      .select('stockQuantity')
      .where('id', '=', s.plain.id)
      .executeTakeFirstOrThrow();
    expect(after.stockQuantity).toBe(before.stockQuantity);
    const payment = await app.db
      .selectFrom('payments as p')
      .innerJoin('testPaymentIntents as i', 'i.id', 'p.providerIntentId')
      .select(['p.refundedCents', 'p.amountCents', 'i.refundedCents as providerRefunded'])
      .where('p.orderId', '=', order._id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({
      refundedCents: payment.amountCents,
      amountCents: payment.amountCents,
      providerRefunded: payment.amountCents,
    });

    // Cancelling again changes nothing and refunds nothing more.
    expect((await cancel()).statusCode).toBe(200);
    const events = await app.db
      .selectFrom('orderEvents')
      .select(['status', 'code'])
      .where('orderId', '=', order._id)
      .execute();
    expect(events.filter((e) => e.status === 'cancelled').map((e) => e.code)).toEqual([
      'cancelled_by_customer',
      'refund_issued',
    ]);
  });

  it('a shipped or delivered order cannot be cancelled (409), nor someone else’s (404)', async () => {
    const list = (await orders(demo)).json().orders as { _id: string; status: string }[];
    for (const order of list) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}/cancel`,
        headers: demo,
        payload: {},
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    }
    const { order } = await customerWithOrder();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/cancel`,
      headers: demo,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('public tracking', () => {
  it('answers with the status and timeline for the right number and e-mail, and one 404 otherwise', async () => {
    const ok = await app.inject(
      `/api/orders/track?orderNumber=ord-20260914-k7m2qx&email=${encodeURIComponent('Customer@Example.com')}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order).toMatchObject({ orderNumber: 'ORD-20260914-K7M2QX', status: 'delivered' });
    expect(Object.keys(ok.json().order).sort()).toEqual([
      'createdAt',
      'orderNumber',
      'shipping',
      'status',
      'timeline',
    ]);
    const wrongEmail = await app.inject(
      '/api/orders/track?orderNumber=ORD-20260914-K7M2QX&email=someone@example.com',
    );
    const unknown = await app.inject(
      `/api/orders/track?orderNumber=ORD-20000101-AAAAAA&email=${DEMO_CUSTOMER_EMAIL}`,
    );
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.body).toBe(unknown.body);
    const empty = await app.inject('/api/orders/track?orderNumber=&email=a@b.c');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain('Please enter an order ID');
  });
});
