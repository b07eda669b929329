import type { Db } from '../../db/connect.ts';
import type { Ctx } from '../../lib/context.ts';
import { claimTurn, type PaymentDeps, turnDue } from '../payments/index.ts';
import { REFUND_TURN_MS, refundOrderPayment } from './money-back.workflow.ts';
/** Refunds tried in one sweep; the next sweep takes the rest. */
const BATCH = 20;

/** Payments (`p`) of cancelled or refunded orders (`o`) whose money the provider still owes back. */
export function owedRefunds(db: Db) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.orderId')
    .where('o.status', 'in', ['cancelled', 'refunded'])
    .where('p.status', '=', 'succeeded')
    .whereRef('p.refundedCents', '<', 'p.amountCents');
}

/**
 * Tries the refunds still owed once each is due: those the provider refused or did not answer (the
 * failure named when: refundRetryDelayMs), and those whose process died before trying (due
 * REFUND_TURN_MS after the move that owed them). An owed refund so ends refunded without anyone
 * acting; the admin's "Retry refund" still tries one at once. Called on a timer by every process: each try is first
 * claimed with a guarded UPDATE, so no two processes try the same refund together. Answers how many
 * were refunded.
 */
export async function retryOwedRefunds(ctx: Ctx, deps: PaymentDeps, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await owedRefunds(ctx.db)
    .select(['p.id', 'o.id as orderId'])
    .where(turnDue(at))
    .limit(BATCH)
    .execute();
  let refunded = 0;
  for (const { id, orderId } of due) {
    if (!(await claimTurn(ctx, id, at, new Date(now.getTime() + REFUND_TURN_MS)))) continue;
    try {
      await refundOrderPayment(ctx, deps, orderId, now);
      refunded += 1;
    } catch {
      // refundOrderPayment logged the failure and named the next try.
    }
  }
  return refunded;
}
