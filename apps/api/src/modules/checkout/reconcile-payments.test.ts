import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../lib/context.ts';
import { CARDS, checkoutCalls, type Intent } from '../../test/checkout.ts';
import { cartCalls, registerShopper, openShop, type Samples, type Shopper } from '../../test/shoppers.ts';
import { mailKindsTo } from '../../test/outbox.ts';
import { jobContext } from '../../test/test-app.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/**
 * Payments the provider took that became neither an order nor a refund (the shopper closed the tab
 * after paying, the process died before the confirmation, a webhook was lost) are settled by the
 * sweep: placed when the cart still matches, refunded otherwise, never twice.
 */
let app: FastifyInstance;
let s: Samples;
let ctx: Ctx;

beforeAll(async () => {
  ({ app, s } = await openShop());
  ctx = jobContext(app);
});
afterAll(async () => app?.close());

const co = () => checkoutCalls(() => app);
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/** A shopper who paid with the card (or only started to) and never came back to the shop. */
async function paidAndGone(pay = true): Promise<{ shopper: Shopper; intent: Intent }> {
  const shopper = await registerShopper(app, {});
  await cartCalls(() => app).add(shopper.auth, { productId: s.plain.id, quantity: 1 });
  const intent = await co().intentFor(shopper.auth);
  if (pay) expect((await co().payWith(intent, CARDS.succeeds)).statusCode).toBe(200);
  return { shopper, intent };
}

async function paymentOf(intent: Intent) {
  return app.db
    .selectFrom('payments')
    .select(['orderId', 'refundedCents', 'amountCents'])
    .where('providerIntentId', '=', intent.paymentIntentId)
    .executeTakeFirstOrThrow();
}

const mailsTo = (shopper: Shopper) => mailKindsTo(app, shopper.email);

describe('unsettled payments', () => {
  it('a payment taken and left is placed after ten minutes, once, with its confirmation', async () => {
    const { shopper, intent } = await paidAndGone();
    expect(await reconcilePayments(ctx, app.payments, minutes(5))).toEqual({ placed: 0, refunded: 0 });
    expect((await paymentOf(intent)).orderId).toBeNull();

    const report = await reconcilePayments(ctx, app.payments, minutes(11));
    expect(report.placed).toBeGreaterThanOrEqual(1);
    const { orderId } = await paymentOf(intent);
    expect(orderId).not.toBeNull();
    expect(await mailsTo(shopper)).toEqual(['order_confirmation']);

    // The shopper's late confirmation answers the same order; nothing is placed twice.
    const late = await co().confirm(shopper.auth, intent);
    expect(late.statusCode).toBe(200);
    expect(late.json().order._id).toBe(orderId);
    await reconcilePayments(ctx, app.payments, minutes(120));
    const orders = await app.db.selectFrom('orders').select('id').where('userId', '=', shopper.id).execute();
    expect(orders).toHaveLength(1);
    expect(await mailsTo(shopper)).toEqual(['order_confirmation']);
  });

  it('a payment whose cart changed since is refunded instead, and the shopper told', async () => {
    const { shopper, intent } = await paidAndGone();
    await cartCalls(() => app).add(shopper.auth, { productId: s.plain2.id, quantity: 1 });

    const report = await reconcilePayments(ctx, app.payments, minutes(11));
    expect(report.refunded).toBeGreaterThanOrEqual(1);
    const payment = await paymentOf(intent);
    expect(payment.orderId).toBeNull();
    expect(payment.refundedCents).toBe(payment.amountCents);
    expect(await mailsTo(shopper)).toEqual(['payment_refunded']);
  });

  it('a payment never made is left alone: no order, no refund', async () => {
    const { shopper, intent } = await paidAndGone(false);
    await reconcilePayments(ctx, app.payments, minutes(11));
    expect(await paymentOf(intent)).toMatchObject({ orderId: null, refundedCents: 0 });
    expect(await mailsTo(shopper)).toEqual([]);
  });
});
