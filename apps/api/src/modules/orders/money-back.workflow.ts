import type { OrderStatus } from '@store/shared/constants';
import { nowIso } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import type { EmailKind } from '../email/index.ts';
import {
  claimRefund,
  type PaymentDeps,
  pendingRefundOfOrder,
  queueRefund,
  refundPayment,
  type SettleRefund,
} from '../payments/index.ts';
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

/**
 * In the move's own transaction, once the order is cancelled or refunded: restock, and the refund of
 * its payment decided (a `refunds` row, carried out by the caller at once and by the sweep should that
 * fail or the process die), or, when there is nothing to give back (the payment never succeeded, or went
 * back already), the e-mail with the move. Answers the restocked products (announceStockChange after
 * commit).
 */
export async function settleMoneyBackMove(ctx: Ctx, orderId: string): Promise<string[]> {
  const restocked = await restock(ctx, orderId);
  const payment = await ctx.db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.orderId')
    .select(['p.id', 'p.amountCents', 'p.refundedCents', 'o.status'])
    .where('p.orderId', '=', orderId)
    .executeTakeFirst();
  const queued =
    payment &&
    payment.refundedCents < payment.amountCents &&
    (await queueRefund(ctx, {
      paymentId: payment.id,
      orderId,
      amountCents: payment.amountCents - payment.refundedCents,
      reason: payment.status,
    }));
  if (!queued) await queueMoneyBackEmail(ctx, orderId);
  return restocked;
}

/** A refund of an order taken by the provider: `refund_issued` on the timeline, and the customer told. */
const settleOrderRefund: SettleRefund = async (ctx, refund) => {
  if (!refund.orderId) return;
  const { status } = await ctx.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', refund.orderId)
    .executeTakeFirstOrThrow();
  await appendTimeline(ctx, refund.orderId, status, { code: 'refund_issued' }, nowIso());
  await queueMoneyBackEmail(ctx, refund.orderId);
};

/**
 * Carries out the refund a refund job names (the sweep's path): an order's, or, without an order,
 * `unplaced` (checkout's settling of a payment that never became one).
 */
export function settleRefund(unplaced: SettleRefund): SettleRefund {
  return (ctx, refund) => (refund.orderId ? settleOrderRefund(ctx, refund) : unplaced(ctx, refund));
}

/**
 * Tries now the refund still pending for a cancelled or refunded order (after the move that decided
 * it, or when staff or the customer ask again: the job re-queued, whatever wait earlier refusals
 * named). The job's idempotency key means it never refunds twice. Nothing pending: nothing to do. A
 * refusal leaves it pending (`refund_pending`) for the sweep and answers 502.
 */
export async function refundOrderPayment(
  ctx: Ctx,
  deps: PaymentDeps,
  orderId: string,
  now = new Date(),
): Promise<void> {
  const refundId = await pendingRefundOfOrder(ctx, orderId);
  if (!refundId) return;
  await claimRefund(ctx, refundId, now, true);
  if (await refundPayment(ctx, deps, refundId, settleOrderRefund, now)) return;
  throw new AppError(
    502,
    'PAYMENT_PROVIDER_ERROR',
    'The order is cancelled, but the payment provider has not taken the refund yet. It will be tried again automatically.',
  );
}
