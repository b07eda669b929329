import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../lib/context.ts';
import { cancelAsCustomer, placeOrder, type PlacedOrder } from '../admin/orders/admin-orders.fixtures.ts';
import { openShop, type Samples, type Shopper } from '../../test/shoppers.ts';
import { signInStaff } from '../../test/staff.ts';
import { mailKindsTo } from '../../test/outbox.ts';
import { jobContext } from '../../test/test-app.ts';
import { settleMoneyBackMove } from './money-back.workflow.ts';
import { retryOwedRefunds } from './refund-retries.ts';

/**
 * A refund the provider refused, or that a dying process never asked for, ends refunded without
 * anyone acting: the sweep every process runs tries it again once due, and only one process at a time.
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

/** The provider refuses the first `failures` refund calls, then takes them; counts every call. */
function refundsFailingFirst(failures: number): { calls: () => number; restore: () => void } {
  const provider = app.payments.provider;
  const refund = provider.refund.bind(provider);
  let calls = 0;
  provider.refund = async (input) => {
    calls += 1;
    if (calls <= failures) throw new Error('provider down');
    return refund(input);
  };
  return { calls: () => calls, restore: () => (provider.refund = refund) };
}

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function paymentOf(order: PlacedOrder) {
  return app.db
    .selectFrom('payments')
    .select(['refundedCents', 'amountCents', 'refundAttempts'])
    .where('orderId', '=', order.id)
    .executeTakeFirstOrThrow();
}

/** The e-mails queued about this order beside its confirmation. */
async function mailsAbout(order: PlacedOrder): Promise<string[]> {
  const kinds = await mailKindsTo(app, order.shopper.email);
  return kinds.filter((kind) => kind !== 'order_confirmation');
}

describe('owed refunds', () => {
  it('a refund refused three times is listed to staff, then refunded by the sweep, e-mailed once', async () => {
    const order = await placeOrder(app, s);
    const provider = refundsFailingFirst(3);
    try {
      expect((await cancelAsCustomer(app, order)).statusCode).toBe(502);
      // Not due yet: the first failure waits a minute.
      expect(await retryOwedRefunds(ctx, app.payments)).toBe(0);
      expect(provider.calls()).toBe(1);
      expect(await retryOwedRefunds(ctx, app.payments, minutes(2))).toBe(0);
      expect(await retryOwedRefunds(ctx, app.payments, minutes(10))).toBe(0);
      expect(await paymentOf(order)).toMatchObject({ refundedCents: 0, refundAttempts: 3 });
      expect(await mailsAbout(order)).toEqual([]);
      const listed = (await needsAttention()).find((issue) => issue._id === order.id);
      expect(listed).toMatchObject({
        orderNumber: order.orderNumber,
        attempts: 3,
        lastError: 'provider down',
      });
      expect(listed?.owed).toBeGreaterThan(0);

      expect(await retryOwedRefunds(ctx, app.payments, minutes(60))).toBe(1);
      expect(provider.calls()).toBe(4);
      const paid = await paymentOf(order);
      expect(paid.refundedCents).toBe(paid.amountCents);
      expect(await mailsAbout(order)).toEqual(['order_cancelled']);
      const own = await app.inject({ url: `/api/orders/${order.id}`, headers: order.shopper.auth });
      expect(own.json().order.payment.status).toBe('refunded');
      expect((await needsAttention()).map((issue) => issue._id)).not.toContain(order.id);

      expect(await retryOwedRefunds(ctx, app.payments, minutes(120))).toBe(0);
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

    expect(await retryOwedRefunds(ctx, app.payments, minutes(1))).toBe(0);
    expect(await retryOwedRefunds(ctx, app.payments, minutes(6))).toBe(1);
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
        retryOwedRefunds(ctx, app.payments, later),
        retryOwedRefunds(ctx, app.payments, later),
      ]);
      expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
      expect(provider.calls()).toBe(1);
      expect(await mailsAbout(order)).toEqual(['order_cancelled']);
    } finally {
      provider.restore();
    }
  });
});
