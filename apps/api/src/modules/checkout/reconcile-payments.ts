import type { Ctx } from '../../lib/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { MONEY_BACK_PAYMENT, type PaymentDeps } from '../payments/index.ts';
import { completePayment } from './complete-payment.workflow.ts';

/** A payment without an order is looked at once this old: a shopper still at checkout is left alone. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** How long after it was made an abandoned payment is still looked at. */
const RECONCILE_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** Payments looked at in one sweep; the next sweep takes the rest. */
const BATCH = 20;

/**
 * Takes a due payment's look for this process until `until`: false when another process took it
 * first (the guarded UPDATE finds the look moved on).
 */
async function claimLook(ctx: Ctx, paymentId: string, at: string, until: Date): Promise<boolean> {
  const claimed = await ctx.db
    .updateTable('payments')
    .set({ reconcileAfter: until.toISOString() })
    .where('id', '=', paymentId)
    .where((eb) => eb.or([eb('reconcileAfter', 'is', null), eb('reconcileAfter', '<=', at)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

export interface ReconcileReport {
  placed: number;
  refunded: number;
}

/**
 * Settles the payments the provider took but that became neither an order nor a refund: the shopper
 * closed the tab after paying, the process died between the charge and the confirmation, a webhook
 * was lost. Each is completed through completePayment,
 * the confirmation's and the webhook's own path, so it cannot make a second order: the order is
 * placed when the cart still matches and the stock allows (the buyer gets the confirmation e-mail),
 * otherwise the payment is refunded (and the buyer told).
 *
 * Run by every process on a timer: each payment is first claimed with a guarded UPDATE that also
 * names its next look, as long again as the payment's age (10 minutes, 20, 40, …), so an abandoned
 * payment costs the provider a handful of calls in its week. A payment whose refund is decided is the
 * refund worker's (refund-worker.ts), not this sweep's.
 */
export async function reconcilePayments(
  ctx: Ctx,
  deps: PaymentDeps,
  now = new Date(),
): Promise<ReconcileReport> {
  const at = now.toISOString();
  const due = await ctx.db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.userId')
    .select(['p.id', 'p.providerIntentId', 'p.createdAt', 'u.prefLanguage', 'p.lang'])
    .where('p.orderId', 'is', null)
    .where('p.status', 'not in', MONEY_BACK_PAYMENT)
    .where('p.createdAt', '<=', new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString())
    .where('p.createdAt', '>=', new Date(now.getTime() - RECONCILE_WINDOW_MS).toISOString())
    .where((eb) => eb.or([eb('p.reconcileAfter', 'is', null), eb('p.reconcileAfter', '<=', at)]))
    .limit(BATCH)
    .execute();
  const report: ReconcileReport = { placed: 0, refunded: 0 };
  for (const payment of due) {
    const age = now.getTime() - new Date(payment.createdAt).getTime();
    const nextLook = new Date(now.getTime() + Math.max(age, RECONCILE_AFTER_MS));
    if (!(await claimLook(ctx, payment.id, at, nextLook))) continue;
    let intent;
    try {
      intent = await deps.provider.retrieveIntent(payment.providerIntentId);
    } catch (error) {
      deps.log.error({ err: error, paymentId: payment.id }, 'reconciliation could not read the payment');
      continue;
    }
    if (intent.status !== 'succeeded') continue;
    // In the buyer's language (a guest's: the one they paid in): the confirmation or refund e-mail is theirs.
    const buyer: Ctx = { ...ctx, lang: payment.prefLanguage ?? payment.lang };
    try {
      await completePayment(buyer, deps, payment.id, intent);
      report.placed += 1;
    } catch (error) {
      // A refusal refunded answers 409 with the amount; a refund the provider refused is left pending,
      // for the refund worker.
      if (error instanceof AppError && error.statusCode === 409 && error.details?.refunded !== undefined) {
        report.refunded += 1;
      }
    }
  }
  return report;
}
