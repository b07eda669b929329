import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../admin/export/parse-csv.fixture.ts';
import {
  cancelAsCustomer,
  forceStatus,
  type PlacedOrder,
  placeOrder,
} from '../admin/orders/admin-orders.fixtures.ts';
import { openShop, type Samples, type Shopper } from '../../test/shoppers.ts';
import { signInStaff } from '../../test/staff.ts';
import { CARDS } from '../../test/checkout.ts';

/**
 * A refund is announced only once the provider has taken it (issue: the customer was told "we have
 * refunded" while the refund was still owed). Until then the order's payment reads refund_pending to
 * the customer, in the panel and in the export, and no cancellation or refund e-mail is queued.
 */

let app: FastifyInstance;
let s: Samples;
let staff: Shopper;

beforeAll(async () => {
  ({ app, s } = await openShop());
  staff = await signInStaff(app, 'admin', ['manage_orders']);
});
afterAll(async () => app?.close());

/** Runs `fn` while the provider refuses every refund. */
async function withRefundsFailing<T>(fn: () => Promise<T>): Promise<T> {
  const provider = app.payments.provider;
  const refund = provider.refund.bind(provider);
  provider.refund = async () => {
    throw new Error('provider down');
  };
  try {
    return await fn();
  } finally {
    provider.refund = refund;
  }
}

const setStatus = (id: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/status`,
    headers: staff.auth,
    payload: { status },
  });

/** The e-mails queued about this order, whatever their state in the outbox. */
async function mailsAbout(order: PlacedOrder) {
  const rows = await app.db
    .selectFrom('emailOutbox')
    .select(['kind', 'payload'])
    .where('recipient', '=', order.shopper.email)
    .execute();
  return rows.filter((row) => row.kind !== 'order_confirmation').map((row) => row.kind);
}

async function views(order: PlacedOrder) {
  const admin = await app.inject({ url: `/api/admin/orders/${order.id}`, headers: staff.auth });
  const own = await app.inject({ url: `/api/orders/${order.id}`, headers: order.shopper.auth });
  const csv = await app.inject({
    url: `/api/admin/export/orders?format=csv&search=${order.orderNumber}`,
    headers: staff.auth,
  });
  const row = csvRecords(csv.body.slice(1)).find((r) => r['Order Number'] === order.orderNumber);
  const list = await app.inject({
    url: `/api/admin/orders?search=${order.orderNumber}`,
    headers: staff.auth,
  });
  const [listed] = list.json().orders;
  return { admin: admin.json().order, own: own.json().order, row, listed };
}

describe('a refund the provider has not taken yet', () => {
  it('admin cancel: no e-mail, and "refund pending" everywhere until the retry succeeds', async () => {
    const order = await placeOrder(app, s);
    const res = await withRefundsFailing(() => setStatus(order.id, 'cancelled'));
    expect(res.statusCode).toBe(502);
    expect(await mailsAbout(order)).toEqual([]);

    const pending = await views(order);
    expect(pending.admin).toMatchObject({
      status: 'cancelled',
      refundDue: true,
      payment: { status: 'refund_pending' },
    });
    expect(pending.own).toMatchObject({ status: 'cancelled', payment: { status: 'refund_pending' } });
    expect(pending.listed).toMatchObject({ status: 'cancelled', payment: { status: 'refund_pending' } });
    expect(pending.row).toMatchObject({
      Status: 'cancelled',
      'Payment Status': 'refund_pending',
      Refunded: '0.00',
    });

    const retried = await setStatus(order.id, 'cancelled');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order).toMatchObject({ refundDue: false, payment: { status: 'refunded' } });
    expect(await mailsAbout(order)).toEqual(['order_cancelled']);
    const done = await views(order);
    expect(done.own.payment.status).toBe('refunded');
    expect(done.row).toMatchObject({ 'Payment Status': 'refunded', Refunded: done.row?.Total });
  });

  it('admin refund of a delivered order: the refund e-mail waits for the provider', async () => {
    const order = await placeOrder(app, s);
    await forceStatus(app, order.id, 'delivered');
    expect((await withRefundsFailing(() => setStatus(order.id, 'refunded'))).statusCode).toBe(502);
    expect(await mailsAbout(order)).toEqual([]);
    expect((await views(order)).own.payment.status).toBe('refund_pending');

    expect((await setStatus(order.id, 'refunded')).statusCode).toBe(200);
    expect(await mailsAbout(order)).toEqual(['order_refunded']);
  });

  it("the customer's own cancel follows the same rule", async () => {
    const order = await placeOrder(app, s);
    const res = await withRefundsFailing(() => cancelAsCustomer(app, order));
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    expect(await mailsAbout(order)).toEqual([]);
    expect((await views(order)).own).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refund_pending' },
    });

    const retried = await cancelAsCustomer(app, order);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order.payment.status).toBe('refunded');
    expect(await mailsAbout(order)).toEqual(['order_cancelled']);
    // A second retry neither refunds nor writes again.
    expect((await cancelAsCustomer(app, order)).statusCode).toBe(200);
    expect(await mailsAbout(order)).toEqual(['order_cancelled']);
  });

  it("the test provider's refund-fails card keeps the refund pending however often it is retried", async () => {
    const order = await placeOrder(app, s, {}, 1, CARDS.refundFails);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await setStatus(order.id, 'cancelled');
      expect(res.statusCode).toBe(502);
    }
    expect(await mailsAbout(order)).toEqual([]);
    expect((await views(order)).admin).toMatchObject({
      refundDue: true,
      payment: { status: 'refund_pending', lastFour: '5126' },
    });
  });

  it('a cancellation whose refund goes through at once sends one e-mail that says it was refunded', async () => {
    const order = await placeOrder(app, s);
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    const rows = await app.db
      .selectFrom('emailOutbox')
      .select(['kind', 'payload'])
      .where('recipient', '=', order.shopper.email)
      .where('kind', '=', 'order_cancelled')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ payment: { status: 'refunded' } });
  });
});
