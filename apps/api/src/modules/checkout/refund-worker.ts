import type { Ctx } from '../../lib/context.ts';
import { settleRefund } from '../orders/index.ts';
import { claimRefund, dueRefunds, type PaymentDeps, refundPayment } from '../payments/index.ts';
import { settleUnplacedRefund } from './refund-unplaced.workflow.ts';

/** Refunds tried in one sweep; the next sweep takes the rest. */
const BATCH = 20;

/** Settles a refund the provider took: an order's (orders), or a payment's that never became one. */
const settle = settleRefund(settleUnplacedRefund);

/**
 * The refund jobs' worker, run on a timer by every process: each pending refund whose try is due (the
 * caller's own try failed, or its process died before making it) is claimed with a guarded UPDATE, so
 * no two processes try one together, and carried out; a refusal names its next try. A refund so ends
 * refunded without anyone acting. Answers how many the provider took.
 */
export async function runDueRefunds(ctx: Ctx, deps: PaymentDeps, now = new Date()): Promise<number> {
  let refunded = 0;
  for (const { id } of await dueRefunds(ctx, now, BATCH)) {
    if (!(await claimRefund(ctx, id, now))) continue;
    if (await refundPayment(ctx, deps, id, settle, now)) refunded += 1;
  }
  return refunded;
}
