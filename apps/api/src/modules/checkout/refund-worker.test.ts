import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../lib/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { cancelAsCustomer, placeOrder, type PlacedOrder } from '../admin/orders/admin-orders.fixtures.ts';
import { openShop, type Samples, type Shopper } from '../../test/shoppers.ts';
import { signInStaff } from '../../test/staff.ts';
import { mailKindsTo } from '../../test/outbox.ts';
import { jobContext } from '../../test/test-app.ts';
import { settleMoneyBackMove } from '../orders/money-back.workflow.ts';
import { movePayment } from '../payments/index.ts';
import { refundUnplaced } from './refund-unplaced.workflow.ts';
import { runDueRefunds } from './refund-worker.ts';

/**
 * A refund is a job: the provider refusing it, or a process dying before asking, still ends with the
 * money back without anyone acting. The worker every process runs tries each one once due, one process
 * at a time, and the payment's status follows: refund_pending, then refunded.
 */
let app: FastifyInstance;
let s: Samples;
let ctx: Ctx;
let staff: Shopper;

beforeAll(async () => {
  ({ app, s } = await openShop());
  ctx = jobContext(app);
  staff = await signInStaff(app, 'admin', []);
});

/** The dashboard's "Needs attention" list, as any staff member reads it. */
async function needsAttention(): Promise<Array<Record<string, unknown>>> {
  const res = await app.inject({ url: '/api/admin/dashboard', headers: staff.auth });
  expect(res.statusCode).toBe(200);
  return res.json().needsAttention;
}
afterAll(async () => app?.close());

/**
 * The provider refuses the first `failures` refund calls, then takes them (itself, or when `accept`,
 * by answering for a payment it never made); counts every call.
 */
function refundsFailingFirst(failures: number, accept = false): { calls: () => number; restore: () => void } {
  const provider = app.payments.provider;
  const refund = provider.refund.bind(provider);
  let calls = 0;
  provider.refund = async (input) => {
    calls += 1;
    if (calls <= failures) throw new Error('provider down');
    return accept ? { id: `re_${calls}`, amountCents: input.amountCents } : refund(input);
  };
  return { calls: () => calls, restore: () => (provider.refund = refund) };
}

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function paymentOf(order: PlacedOrder) {
  return app.db
    .selectFrom('payments')
    .select(['id', 'refundedCents', 'amountCents', 'status'])
    .where('orderId', '=', order.id)
    .executeTakeFirstOrThrow();
}

/** The refund rows of a payment, oldest first. */
async function refundsOf(paymentId: string) {
  return app.db
    .selectFrom('refunds')
    .select(['status', 'attempts', 'lastError', 'amountCents', 'reason', 'orderId'])
    .where('paymentId', '=', paymentId)
    .orderBy('createdAt')
    .execute();
}

/** The e-mails queued about this order beside its confirmation. */
async function mailsAbout(order: PlacedOrder): Promise<string[]> {
  const kinds = await mailKindsTo(app, order.shopper.email);
  return kinds.filter((kind) => kind !== 'order_confirmation');
}

describe('refund jobs', () => {
  it('a refund refused three times is listed to staff, then refunded by the sweep, e-mailed once', async () => {
    const order = await placeOrder(app, s);
    const provider = refundsFailingFirst(3);
    try {
      expect((await cancelAsCustomer(app, order)).statusCode).toBe(502);
      // Not due yet: the first failure waits a minute.
      expect(await runDueRefunds(ctx, app.payments)).toBe(0);
      expect(provider.calls()).toBe(1);
      expect(await runDueRefunds(ctx, app.payments, minutes(2))).toBe(0);
      expect(await runDueRefunds(ctx, app.payments, minutes(10))).toBe(0);
      const owed = await paymentOf(order);
      expect(owed).toMatchObject({ refundedCents: 0, status: 'refund_pending' });
      expect(await refundsOf(owed.id)).toEqual([
        expect.objectContaining({
          status: 'pending',
          attempts: 3,
          lastError: 'provider down',
          reason: 'cancelled',
        }),
      ]);
      expect(await mailsAbout(order)).toEqual([]);
      const listed = (await needsAttention()).find((issue) => issue.orderId === order.id);
      expect(listed).toMatchObject({
        orderNumber: order.orderNumber,
        email: order.shopper.email,
        attempts: 3,
        lastError: 'provider down',
      });
      expect(listed?.owed).toBeGreaterThan(0);

      expect(await runDueRefunds(ctx, app.payments, minutes(60))).toBe(1);
      expect(provider.calls()).toBe(4);
      const paid = await paymentOf(order);
      expect(paid).toMatchObject({ refundedCents: paid.amountCents, status: 'refunded' });
      expect(await refundsOf(paid.id)).toEqual([
        expect.objectContaining({ status: 'succeeded', attempts: 3 }),
      ]);
      expect(await mailsAbout(order)).toEqual(['order_cancelled']);
      const own = await app.inject({ url: `/api/orders/${order.id}`, headers: order.shopper.auth });
      expect(own.json().order.payment.status).toBe('refunded');
      expect((await needsAttention()).map((issue) => issue.orderId)).not.toContain(order.id);

      expect(await runDueRefunds(ctx, app.payments, minutes(120))).toBe(0);
      expect(provider.calls()).toBe(4);
      expect(await mailsAbout(order)).toEqual(['order_cancelled']);
    } finally {
      provider.restore();
    }
  });

  it('a refund owed by a move whose process died before asking is asked after its turn', async () => {
    const order = await placeOrder(app, s);
    // The move committed (with what it owes), then the process died before calling the provider.
    await app.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order.id).execute();
    await settleMoneyBackMove(ctx, order.id);

    expect(await runDueRefunds(ctx, app.payments, minutes(1))).toBe(0);
    expect(await runDueRefunds(ctx, app.payments, minutes(6))).toBe(1);
    const paid = await paymentOf(order);
    expect(paid.refundedCents).toBe(paid.amountCents);
    expect(await mailsAbout(order)).toEqual(['order_cancelled']);
  });

  it('two processes sweeping at once ask the provider once', async () => {
    const order = await placeOrder(app, s);
    await app.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order.id).execute();
    await settleMoneyBackMove(ctx, order.id);
    const provider = refundsFailingFirst(0);
    try {
      const later = minutes(6);
      const swept = await Promise.all([
        runDueRefunds(ctx, app.payments, later),
        runDueRefunds(ctx, app.payments, later),
      ]);
      expect(swept.reduce((a: number, b: number) => a + b, 0)).toBe(1);
      expect(provider.calls()).toBe(1);
      expect(await mailsAbout(order)).toEqual(['order_cancelled']);
    } finally {
      provider.restore();
    }
  });

  it('staff re-queueing a refund try it at once, whatever wait the refusals named, with one job', async () => {
    const staffAdmin = await signInStaff(app, 'admin', ['manage_orders']);
    const order = await placeOrder(app, s);
    const provider = refundsFailingFirst(2);
    const setCancelled = () =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/status`,
        headers: staffAdmin.auth,
        payload: { status: 'cancelled' },
      });
    try {
      expect((await setCancelled()).statusCode).toBe(502);
      // The refusal named a try a minute away; the re-queue does not wait for it.
      const again = await setCancelled();
      expect(again.statusCode).toBe(502);
      const done = await setCancelled();
      expect(done.statusCode).toBe(200);
      expect(done.json().order).toMatchObject({ refundDue: false, payment: { status: 'refunded' } });
      expect(provider.calls()).toBe(3);
      const paid = await paymentOf(order);
      expect(await refundsOf(paid.id)).toEqual([
        expect.objectContaining({ status: 'succeeded', attempts: 2 }),
      ]);
      expect(await mailsAbout(order)).toEqual(['order_cancelled']);
    } finally {
      provider.restore();
    }
  });

  it('a payment that could not become an order: its refund is a job too, and staff see whose it is', async () => {
    const order = await placeOrder(app, s);
    const { id: paymentId } = await paymentOf(order);
    // A second payment of the same shopper, taken by the provider but refused (the item sold out).
    const unplacedId = `${paymentId.slice(0, 20)}beef`;
    await app.db
      .insertInto('payments')
      .values({
        id: unplacedId,
        provider: 'test',
        providerIntentId: `pi_unplaced_${unplacedId}`,
        userId: order.shopper.id,
        amountCents: 4_200,
        status: 'requires_payment_method',
        shippingAddress: JSON.stringify({ firstName: 'Ada' }),
      })
      .execute();
    const intent = {
      id: `pi_unplaced_${unplacedId}`,
      clientSecret: 'secret',
      status: 'succeeded' as const,
      amountCents: 4_200,
      currency: 'usd',
      metadata: {},
      card: { brand: 'visa', last4: '4242' },
      lastError: null,
    };
    const refusal = new AppError(409, 'OUT_OF_STOCK', 'Lamp sold out while you were paying', {
      name: 'Lamp',
    });
    const provider = refundsFailingFirst(3, true);
    try {
      const answer = await refundUnplaced(ctx, app.payments, unplacedId, intent, refusal);
      expect(answer).toMatchObject({ statusCode: 502, code: 'PAYMENT_PROVIDER_ERROR' });
      await runDueRefunds(ctx, app.payments, minutes(2));
      await runDueRefunds(ctx, app.payments, minutes(10));
      const listed = (await needsAttention()).find((issue) => issue.orderId === null && issue.owed === 42);
      expect(listed).toMatchObject({ orderNumber: null, email: order.shopper.email, attempts: 3 });

      expect(await runDueRefunds(ctx, app.payments, minutes(60))).toBe(1);
      const payment = await app.db
        .selectFrom('payments')
        .select(['status', 'refundedCents', 'cardLastFour'])
        .where('id', '=', unplacedId)
        .executeTakeFirstOrThrow();
      expect(payment).toEqual({ status: 'refunded', refundedCents: 4_200, cardLastFour: '4242' });
      const mails = await app.db
        .selectFrom('emailOutbox')
        .select('payload')
        .where('recipient', '=', order.shopper.email)
        .where('kind', '=', 'payment_refunded')
        .execute();
      expect(mails).toHaveLength(1);
      expect(JSON.parse(mails[0]!.payload)).toMatchObject({
        amountCents: 4_200,
        reason: 'OUT_OF_STOCK',
        productName: 'Lamp',
        firstName: 'Ada',
        lastFour: '4242',
      });
      // Asked again (the shopper confirms once more), it answers the refund, and refunds nothing more.
      const repeated = await refundUnplaced(ctx, app.payments, unplacedId, intent, refusal);
      expect(repeated).toMatchObject({ statusCode: 409, code: 'OUT_OF_STOCK', details: { refunded: 42 } });
      expect(provider.calls()).toBe(4);
    } finally {
      provider.restore();
    }
  });
});

describe('the payment state machine', () => {
  it('moves only along its transitions, guarded in the UPDATE', async () => {
    const order = await placeOrder(app, s);
    const { id } = await paymentOf(order);
    expect(await movePayment(ctx, id, 'refunded')).toBe(false);
    expect(await movePayment(ctx, id, 'requires_action')).toBe(false);
    expect(await movePayment(ctx, id, 'refund_pending')).toBe(true);
    // A second writer racing the first finds it moved on.
    expect(await movePayment(ctx, id, 'refund_pending')).toBe(false);
    expect(await movePayment(ctx, id, 'succeeded')).toBe(false);
    expect(await movePayment(ctx, id, 'refunded')).toBe(true);
    expect(await movePayment(ctx, id, 'refund_pending')).toBe(false);
    expect((await paymentOf(order)).status).toBe('refunded');
  });
});
