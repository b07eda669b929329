import { sql } from 'kysely';
import { nowIso } from '../../db/dialect.ts';
import type { Ctx } from '../../lib/context.ts';

/**
 * The turns of a payment the sweeps settle without anyone acting (orders/refund-retries.ts,
 * reconcile-payments.ts): `refund_retry_at` names when the next automatic try may start, a try
 * claims the payment by moving it on, and a refused refund counts itself and names its next try.
 */

/** Wait before the next automatic refund try after the n-th failed one: 1 min, 2, 4, … at most an hour. */
export function refundRetryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

/** A payment `p` whose turn has come at `at` (no time named: owed before turns were recorded). */
export const turnDue = (at: string) =>
  sql<boolean>`(p.refund_retry_at is null or p.refund_retry_at <= ${at})`;

/**
 * Takes a due payment's turn for this process until `until`: false when another process took it
 * first (the guarded UPDATE finds the turn moved on).
 */
export async function claimTurn(ctx: Ctx, paymentId: string, at: string, until: Date): Promise<boolean> {
  const claimed = await ctx.db
    .updateTable('payments')
    .set({ refundRetryAt: until.toISOString() })
    .where('id', '=', paymentId)
    .where((eb) => eb.or([eb('refundRetryAt', 'is', null), eb('refundRetryAt', '<=', at)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/**
 * A refund the provider refused or did not answer: counted, with the next try named. `failuresBefore`
 * is the count the payment had; `lastError` what the provider said (null: nothing).
 */
export async function recordRefundFailure(
  ctx: Ctx,
  paymentId: string,
  failuresBefore: number,
  lastError: string | null,
  now = new Date(),
): Promise<void> {
  await ctx.db
    .updateTable('payments')
    .set({
      lastError,
      refundAttempts: sql<number>`refund_attempts + 1`,
      refundRetryAt: new Date(now.getTime() + refundRetryDelayMs(failuresBefore + 1)).toISOString(),
      updatedAt: nowIso(),
    })
    .where('id', '=', paymentId)
    .execute();
}
