import type { OrderStatus } from '@store/shared/constants';
import { nowIso } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import type { EmailKind } from '../email/index.ts';
import { type PaymentDeps, recordRefundFailure } from '../payments/index.ts';
import { queueOrderEmail } from './order-email.ts';
import { appendTimeline } from './order-state-machine.ts';
import { restock } from '../inventory/index.ts';

/**
 * What follows an order's move to cancelled or refunded, whoever asked (the customer or staff): the
 * units go back on the shelf with the move, the payment goes back through the provider, and only then
 * is the customer told. An e-mail saying "we have refunded" before the provider took the refund would
 * be a promise the shop might not keep; until it has, the order's payment reads `refund_pending`.
 */

/** The e-mail that tells the customer their order's money went back, by the status that sent it. */
const MONEY_BACK_EMAIL: Partial<Record<OrderStatus, EmailKind>> = {
  cancelled: 'order_cancelled',
  refunded: 'order_refunded',
};

/** The order's payment when the provider still owes part of it back to the customer. */
async function owedPayment(ctx: Ctx, orderId: string) {
  const payment = await ctx.db
    .selectFrom('payments')
    .select(['id', 'providerIntentId', 'amountCents', 'refundedCents', 'refundAttempts', 'status'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (!payment || payment.status !== 'succeeded' || payment.refundedCents >= payment.amountCents) {
    return null;
  }
  return payment;
}

/** Queues the e-mail of the order's money-back status, showing the order as it is now. */
async function queueMoneyBackEmail(ctx: Ctx, orderId: string): Promise<void> {
  const { status } = await ctx.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const kind = MONEY_BACK_EMAIL[status];
  if (kind) await queueOrderEmail(ctx, orderId, kind);
}

/** How long a process keeps a refund try to itself; one that dies mid-try leaves it due after this. */
export const REFUND_TURN_MS = 5 * 60_000;

/**
 * In the move's own transaction, once the order is cancelled or refunded: restock, and when nothing is
 * owed back (the payment never succeeded, or was given back already) the e-mail goes with the move;
 * otherwise it waits for `refundOrderPayment`. The refund owed is recorded with the move: the caller
 * tries it at once, and should the process die first, refund-retries.ts finds it due after
 * REFUND_TURN_MS. Answers the restocked products (announceStockChange after commit).
 */
export async function settleMoneyBackMove(ctx: Ctx, orderId: string): Promise<string[]> {
  const restocked = await restock(ctx, orderId);
  const owed = await owedPayment(ctx, orderId);
  if (!owed) {
    await queueMoneyBackEmail(ctx, orderId);
  } else {
    await ctx.db
      .updateTable('payments')
      .set({ refundRetryAt: new Date(Date.now() + REFUND_TURN_MS).toISOString() })
      .where('id', '=', owed.id)
      .execute();
  }
  return restocked;
}

/** What the provider said when it refused, kept short; null when it said nothing. */
function providerError(error: unknown): string | null {
  const message = error instanceof Error ? error.message.trim() : '';
  return message === '' ? null : message.slice(0, 300);
}

/**
 * Gives a cancelled or refunded order's payment back through the provider, once: the idempotency key
 * is the payment's, so a retry (or a second call after a provider failure) never refunds twice. When
 * the provider has taken it, one transaction records the amount, writes `refund_issued` on the
 * timeline and queues the customer's e-mail; a racing retry that finds it recorded writes nothing.
 * A provider failure leaves the refund owed (`refund_pending`), counts the failure and names when
 * refund-retries.ts tries again, and answers 502.
 */
export async function refundOrderPayment(
  ctx: Ctx,
  deps: PaymentDeps,
  orderId: string,
  now = new Date(),
): Promise<void> {
  const payment = await owedPayment(ctx, orderId);
  if (!payment) return;
  let refund: { id: string; amountCents: number };
  try {
    refund = await deps.provider.refund({
      intentId: payment.providerIntentId,
      amountCents: payment.amountCents - payment.refundedCents,
      idempotencyKey: `refund-${payment.id}`,
    });
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'refund failed');
    // The provider's own words, for the staff who look at a refund it keeps refusing.
    await recordRefundFailure(ctx, payment.id, payment.refundAttempts, providerError(error), now);
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      'The order is cancelled, but the payment provider has not taken the refund yet. Please try again in a moment.',
    );
  }
  const recorded = await withTransaction(ctx, async (trx) => {
    const now = nowIso();
    const updated = await trx.db
      .updateTable('payments')
      .set({
        refundedCents: payment.refundedCents + refund.amountCents,
        refundId: refund.id,
        lastError: null,
        updatedAt: now,
      })
      .where('id', '=', payment.id)
      .where('refundedCents', '=', payment.refundedCents)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    const { status } = await trx.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await appendTimeline(trx, orderId, status, { code: 'refund_issued' }, now);
    await queueMoneyBackEmail(trx, orderId);
    return true;
  });
  if (recorded) deps.events.emit('orderRefunded', { orderId });
}
