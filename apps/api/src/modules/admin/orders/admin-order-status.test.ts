import { ORDER_STATUSES, type OrderStatus } from '@store/shared/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, type Samples, type Shopper } from '../../../test/shoppers.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { nextStatuses } from '../../orders/order-state-machine.ts';
import { forceStatus, placeOrder, stockOf } from './admin-orders.fixtures.ts';

let smtp: TestSmtpServer;
let app: FastifyInstance;
let s: Samples;
let staff: Shopper;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({
    config: { mail: { smtpUrl: smtp.url, from: 'Shop <orders@shop.example>', dir: 'unused', pollMs: 0 } },
  });
  s = await samples(app);
  staff = await signInStaff(app, 'admin', ['manage_orders']);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/**
 * The e-mail to `to` whose subject holds `words`. The suite's other orders leave their own e-mails in
 * the outbox; the sending is waited for, however long that queue is.
 */
async function mailTo(to: string, words: string) {
  await app.outbox.drain();
  return smtp.waitForMessage((m) => m.envelope.to.includes(to) && m.subject.includes(words), 15_000);
}

const setStatus = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/status`, headers: staff.auth, payload });

const statusOf = async (id: string) =>
  (await app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** What a valid move needs besides the status: shipping names its parcel. */
const bodyFor = (to: OrderStatus) =>
  to === 'shipped' ? { status: to, trackingNumber: '1Z999AA10123456784', carrier: 'UPS' } : { status: to };

describe('every transition rule of the state machine', () => {
  it.each(ORDER_STATUSES.map((from) => [from]))(
    'from %s: only the next statuses are accepted, every other one is a 409 that changes nothing',
    async (from) => {
      const allowed = nextStatuses(from);
      for (const to of ORDER_STATUSES.filter((status) => !allowed.includes(status))) {
        const order = await placeOrder(app, s);
        await forceStatus(app, order.id, from);
        const res = await setStatus(order.id, bodyFor(to));
        expect(res.statusCode, `${from} → ${to}`).toBe(409);
        expect(res.json()).toMatchObject({
          error: `An order that is ${from} cannot become ${to}`,
          code: 'INVALID_TRANSITION',
        });
        expect(await statusOf(order.id)).toBe(from);
      }
      for (const to of allowed) {
        const order = await placeOrder(app, s);
        await forceStatus(app, order.id, from);
        const res = await setStatus(order.id, { ...bodyFor(to), notes: `Moved from ${from}` });
        expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
        const { order: moved } = res.json();
        expect(moved.status).toBe(to);
        expect(moved.nextStatuses).toEqual(nextStatuses(to));
        // A move that gives the money back is followed by the refund the provider took.
        const moneyBack = to === 'cancelled' || to === 'refunded';
        const [move, ...after] = moved.timeline.slice(moneyBack ? -2 : -1);
        expect(move).toMatchObject({ status: to, note: `Moved from ${from}`, code: null });
        expect(after).toEqual(
          moneyBack ? [expect.objectContaining({ status: to, code: 'refund_issued' })] : [],
        );
      }
    },
  );
});

describe('PUT /api/admin/orders/{id}/status', () => {
  it('writes the timeline note and an audit entry with the change and its author', async () => {
    const order = await placeOrder(app, s);
    const res = await setStatus(order.id, { status: 'processing', notes: 'Picked and packed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Order status updated' });
    const audit = await app.inject({
      url: `/api/admin/audit?entity=order&entityId=${order.id}`,
      headers: (await signInStaff(app, 'superadmin')).auth,
    });
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        action: 'order.status',
        actor: { id: staff.id, email: staff.email },
        changes: {
          status: { before: 'confirmed', after: 'processing' },
          notes: { before: null, after: 'Picked and packed' },
        },
      }),
    ]);
  });

  it('asks for a status, and for the tracking number and carrier to ship', async () => {
    const order = await placeOrder(app, s);
    const missing = await setStatus(order.id, { notes: 'no status' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('Please select a status');
    expect((await setStatus(order.id, { status: '' })).json().error).toContain('Please select a status');
    await forceStatus(app, order.id, 'processing');
    const bare = await setStatus(order.id, { status: 'shipped', trackingNumber: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toContain('Tracking number is required to ship an order');
    expect(bare.json().error).toContain('Carrier is required to ship an order');
    expect(await statusOf(order.id)).toBe('processing');
  });

  it('shipping stores the parcel and e-mails the customer in their language', async () => {
    const order = await placeOrder(app, s, { firstName: 'Léa' });
    await app.db
      .updateTable('users')
      .set({ prefLanguage: 'fr' })
      .where('id', '=', order.shopper.id)
      .execute();
    await forceStatus(app, order.id, 'processing');
    const res = await setStatus(order.id, { status: 'shipped', trackingNumber: '1Z<999>', carrier: 'UPS' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.shipping).toMatchObject({ trackingNumber: '1Z<999>', carrier: 'UPS' });
    const mail = await mailTo(order.shopper.email, 'expédiée');
    expect(mail.subject).toBe(`Votre commande ${order.orderNumber} a été expédiée`);
    expect(mail.text).toContain('Transporteur\u00a0: UPS');
    expect(mail.text).toContain('Numéro de suivi\u00a0: 1Z<999>');
    expect(mail.html).toContain('1Z&lt;999&gt;');
  });

  it('cancelling refunds the payment through the provider, restocks and tells the customer', async () => {
    const before = await stockOf(app, s.plain.id);
    const order = await placeOrder(app, s, {}, 3);
    expect(await stockOf(app, s.plain.id)).toBe(before - 3);
    const res = await setStatus(order.id, { status: 'cancelled', notes: 'Customer asked by phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer asked by phone',
      payment: { status: 'refunded' },
      refundDue: false,
      nextStatuses: [],
    });
    expect(await stockOf(app, s.plain.id)).toBe(before);
    const payment = await app.db
      .selectFrom('payments as p')
      .innerJoin('testPaymentIntents as i', 'i.id', 'p.providerIntentId')
      .select(['p.amountCents', 'p.refundedCents', 'i.refundedCents as providerRefunded'])
      .where('p.orderId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment.refundedCents).toBe(payment.amountCents);
    expect(payment.providerRefunded).toBe(payment.amountCents);
    const mail = await mailTo(order.shopper.email, 'cancelled');
    expect(mail.subject).toBe(`Your order ${order.orderNumber} has been cancelled`);
    expect(mail.text).toContain('Reason: Customer asked by phone');
  });

  it('refunding a delivered order refunds it through the provider and restocks it', async () => {
    const before = await stockOf(app, s.plain.id);
    const order = await placeOrder(app, s, {}, 2);
    await forceStatus(app, order.id, 'delivered');
    const res = await setStatus(order.id, { status: 'refunded' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'refunded', payment: { status: 'refunded' } });
    expect(await stockOf(app, s.plain.id)).toBe(before);
    const intent = await app.db
      .selectFrom('payments as p')
      .innerJoin('testPaymentIntents as i', 'i.id', 'p.providerIntentId')
      .select(['i.refundedCents', 'i.amountCents'])
      .where('p.orderId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(intent.refundedCents).toBe(intent.amountCents);
    const mail = await mailTo(order.shopper.email, 'refund');
    expect(mail.subject).toBe(`Your refund for order ${order.orderNumber}`);
  });

  it('a refund the provider refuses leaves the order cancelled with 502; the same status retries it', async () => {
    const order = await placeOrder(app, s);
    const provider = app.payments.provider;
    const refund = provider.refund.bind(provider);
    provider.refund = async () => {
      throw new Error('provider down');
    };
    try {
      const res = await setStatus(order.id, { status: 'cancelled' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: expect.stringContaining('Set the status to cancelled again to retry the refund'),
        code: 'PAYMENT_PROVIDER_ERROR',
      });
    } finally {
      provider.refund = refund;
    }
    const stuck = await app.inject({ url: `/api/admin/orders/${order.id}`, headers: staff.auth });
    expect(stuck.json().order).toMatchObject({ status: 'cancelled', refundDue: true });
    const retried = await setStatus(order.id, { status: 'cancelled' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order).toMatchObject({ status: 'cancelled', refundDue: false });
    const cancellations = await app.db
      .selectFrom('orderEvents')
      .select(['status', 'code'])
      .where('orderId', '=', order.id)
      .where('status', '=', 'cancelled')
      .execute();
    // One move to cancelled, and one refund: the one the retry made.
    expect(cancellations.map((e) => e.code).sort()).toEqual([null, 'refund_issued']);
    // Refunded in full, once: a further same-status call is an ordinary refused move.
    expect((await setStatus(order.id, { status: 'cancelled' })).statusCode).toBe(409);
  });
});
