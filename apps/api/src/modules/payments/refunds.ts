import { nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { movePayment } from './payment-states.ts';

/**
 * Refunds as durable jobs. The transaction that decides to give money back (an order cancelled or
 * refunded, a payment that could not become an order) writes a `refunds` row and moves the payment to
 * refund_pending. refundPayment then carries it out with the row's idempotency key, so however often
 * it is tried (at once by the caller, by every process's sweep, by staff re-queueing it, after a
 * crash) the provider refunds once. A refusal is counted and names the next try; nothing else ends
 * a refund but the provider taking it.
 */

/** How long a try keeps a refund to its process; one that dies mid-try leaves it due after this. */
export const REFUND_TURN_MS = 5 * 60_000;

/** Wait before the next try after the n-th refused one: 1 min, 2, 4, … at most an hour. */
export function refundRetryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

export interface RefundDecision {
  paymentId: string;
  /** Null for a payment refunded because it could not become an order. */
  orderId: string | null;
  amountCents: number;
  /** The order's status that gave the money back, or the checkout's refusal code. */
  reason: string;
  /** What the shopper's e-mail needs of the refusal (the product that sold out). */
  details?: Record<string, unknown>;
}

/** A refund the provider has just taken, as its settling step sees it. */
export interface SettledRefund {
  id: string;
  paymentId: string;
  orderId: string | null;
  amountCents: number;
  reason: string;
  details: Record<string, unknown>;
}

/** What follows a refund the provider took, in the transaction that records it (timeline, e-mail). */
export type SettleRefund = (ctx: Ctx, refund: SettledRefund) => Promise<void>;

/**
 * In the deciding transaction: the refund's row, and the payment's move to refund_pending. The row is
 * due once this process's own first try (which the caller makes after commit) has had its turn.
 * Answers the refund's id, or null when the payment is not one to give back (it never succeeded, or its
 * money is going back already).
 */
export async function queueRefund(
  ctx: Ctx,
  decision: RefundDecision,
  now = new Date(),
): Promise<string | null> {
  if (!(await movePayment(ctx, decision.paymentId, 'refund_pending'))) return null;
  const id = newId();
  await ctx.db
    .insertInto('refunds')
    .values({
      id,
      paymentId: decision.paymentId,
      orderId: decision.orderId,
      amountCents: decision.amountCents,
      reason: decision.reason,
      details: decision.details ? JSON.stringify(decision.details) : null,
      status: 'pending',
      idempotencyKey: `refund-${id}`,
      nextAttemptAt: new Date(now.getTime() + REFUND_TURN_MS).toISOString(),
    })
    .execute();
  return id;
}

/** A payment's latest refund, whatever its status. */
export async function refundOf(ctx: Ctx, paymentId: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('refunds')
    .select('id')
    .where('paymentId', '=', paymentId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The refund still pending for an order's payment, if any. */
export async function pendingRefundOfOrder(ctx: Ctx, orderId: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('refunds')
    .select('id')
    .where('orderId', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Pending refunds whose next try is due at `at`, the longest waiting first. */
export async function dueRefunds(ctx: Ctx, at: Date, limit: number) {
  return ctx.db
    .selectFrom('refunds')
    .select(['id', 'orderId'])
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', at.toISOString())
    .orderBy('nextAttemptAt')
    .limit(limit)
    .execute();
}

/**
 * Takes a refund's turn for this process: a due one (a sweep), or any pending one when `force` (staff
 * re-queueing it: their try starts now, whatever the wait the refusals named). False when another
 * process took it first, or it is no longer pending.
 */
export async function claimRefund(ctx: Ctx, refundId: string, now: Date, force = false): Promise<boolean> {
  const claimed = await ctx.db
    .updateTable('refunds')
    .set({ nextAttemptAt: new Date(now.getTime() + REFUND_TURN_MS).toISOString(), updatedAt: nowIso() })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .$if(!force, (q) => q.where('nextAttemptAt', '<=', now.toISOString()))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** What the provider said when it refused, kept short; null when it said nothing. */
function providerError(error: unknown): string | null {
  const message = error instanceof Error ? error.message.trim() : '';
  return message === '' ? null : message.slice(0, 300);
}

/**
 * Carries out a pending refund the caller holds the turn of. When the provider takes it, one
 * transaction marks it succeeded, adds the amount to the payment and moves the payment on (refunded,
 * or partially_refunded), and runs `settle` (the timeline, the e-mail); a racing try that finds it
 * recorded writes nothing. A refusal counts a try, keeps the provider's words and names the next
 * try. Answers whether the money is back (true also when it was before).
 */
export async function refundPayment(
  ctx: Ctx,
  deps: PaymentDeps,
  refundId: string,
  settle: SettleRefund,
  now = new Date(),
): Promise<boolean> {
  const refund = await ctx.db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.paymentId')
    .select([
      'r.id',
      'r.paymentId',
      'r.orderId',
      'r.amountCents',
      'r.reason',
      'r.details',
      'r.status',
      'r.attempts',
      'r.idempotencyKey',
      'p.providerIntentId',
    ])
    .where('r.id', '=', refundId)
    .executeTakeFirst();
  if (!refund) return false;
  if (refund.status === 'succeeded') return true;
  let taken: { id: string; amountCents: number };
  try {
    taken = await deps.provider.refund({
      intentId: refund.providerIntentId,
      amountCents: refund.amountCents,
      idempotencyKey: refund.idempotencyKey,
    });
  } catch (error) {
    deps.log.error({ err: error, refundId, orderId: refund.orderId }, 'refund failed');
    await ctx.db
      .updateTable('refunds')
      .set({
        attempts: refund.attempts + 1,
        lastError: providerError(error),
        nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(refund.attempts + 1)).toISOString(),
        updatedAt: nowIso(),
      })
      .where('id', '=', refundId)
      .where('status', '=', 'pending')
      .execute();
    return false;
  }
  const recorded = await withTransaction(ctx, async (trx) => {
    const at = nowIso();
    const marked = await trx.db
      .updateTable('refunds')
      .set({
        status: 'succeeded',
        providerRefundId: taken.id,
        lastError: null,
        succeededAt: at,
        updatedAt: at,
      })
      .where('id', '=', refundId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n) return false;
    const payment = await trx.db
      .selectFrom('payments')
      .select(['amountCents', 'refundedCents'])
      .where('id', '=', refund.paymentId)
      .executeTakeFirstOrThrow();
    const refundedCents = payment.refundedCents + taken.amountCents;
    const settled = refundedCents >= payment.amountCents ? 'refunded' : 'partially_refunded';
    // A pending refund's payment is refund_pending (queueRefund moves both together): anything else
    // is a broken invariant, rolled back rather than recorded half.
    if (!(await movePayment(trx, refund.paymentId, settled, { refundedCents }))) {
      throw new Error(`payment ${refund.paymentId} was not awaiting refund ${refundId}`);
    }
    const details = refund.details ? (JSON.parse(refund.details) as Record<string, unknown>) : {};
    await settle(trx, { ...refund, amountCents: taken.amountCents, details });
    return true;
  });
  if (recorded) {
    if (refund.orderId) deps.events.emit('orderRefunded', { orderId: refund.orderId });
    else deps.events.emit('paymentRefunded', { paymentId: refund.paymentId });
  }
  return true;
}
