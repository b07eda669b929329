import { ERROR_CODES, type ErrorCode } from '@store/shared/error-codes';
import { formatPrice, toDollars } from '@store/shared/money';
import { AppError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { enqueueEmail, PAYMENT_REFUNDED } from '../email/index.ts';
import {
  type PaymentDeps,
  refundOf,
  type ProviderIntent,
  queueRefund,
  refundPayment,
  type SettleRefund,
  updatePayment,
} from '../payments/index.ts';
import { releaseHold } from '../inventory/index.ts';

const isErrorCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/**
 * The answer to a payment refunded instead of placed: the refusal's code and its numbers, plus the
 * amount refunded in dollars (`details.refunded`), so the page can say in its language that the money
 * went back, and how much.
 */
function refundedAnswer(reason: AppError, refundedCents: number): AppError {
  const amount = toDollars(refundedCents);
  return new AppError(
    409,
    reason.code,
    `${reason.message}. Your payment of ${formatPrice(amount)} has been refunded.`,
    { ...reason.details, refunded: amount },
  );
}

/**
 * A refund of an unplaced payment taken by the provider: the e-mail that tells the shopper, to the
 * account's address (a guest's: the one given at checkout), in the account's language (a guest's: the
 * one they paid in), greeting the name on the shipping address, naming the card refunded and the product
 * that sold out.
 */
export const settleUnplacedRefund: SettleRefund = async (ctx, refund) => {
  const payment = await ctx.db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.userId')
    .select((eb) => [
      eb.fn.coalesce('u.email', 'p.email').as('email'),
      'u.prefLanguage',
      'p.lang',
      'u.firstName',
      'p.shippingAddress',
      'p.cardBrand',
      'p.cardLastFour',
    ])
    .where('p.id', '=', refund.paymentId)
    .executeTakeFirst();
  if (!payment?.email) return;
  const shipping = JSON.parse(payment.shippingAddress ?? '{}') as { firstName?: unknown };
  const name = refund.details.name;
  await enqueueEmail(ctx, {
    kind: PAYMENT_REFUNDED,
    to: payment.email,
    lang: payment.prefLanguage ?? payment.lang,
    refund: {
      amountCents: refund.amountCents,
      reason: refund.reason,
      productName: typeof name === 'string' ? name : null,
      firstName: typeof shipping.firstName === 'string' ? shipping.firstName : (payment.firstName ?? ''),
      cardBrand: payment.cardBrand,
      lastFour: payment.cardLastFour,
    },
  });
};

/**
 * Compensation for a payment that succeeded but could not become an order (sold out meanwhile, the
 * cart changed, the code ran out): one transaction releases the hold, records the payment as taken
 * (with its card) and decides its refund; the refund is then tried at once. Once the provider has
 * taken it the shopper is told, by e-mail and by the 409 answer with the amount; a refusal answers 502
 * and leaves the refund pending, for the sweep to try again (refund-worker.ts). A racing call finds
 * the refund decided and only tries it.
 */
export async function refundUnplaced(
  ctx: Ctx,
  deps: PaymentDeps,
  paymentId: string,
  intent: ProviderIntent,
  reason: AppError,
): Promise<AppError> {
  const refundId = await withTransaction(ctx, async (trx) => {
    await releaseHold(trx, paymentId);
    await updatePayment(trx, paymentId, 'succeeded', {
      cardBrand: intent.card?.brand ?? null,
      cardLastFour: intent.card?.last4 ?? null,
      reservedUntil: null,
    });
    const name = reason.details?.name;
    const queued = await queueRefund(trx, {
      paymentId,
      orderId: null,
      amountCents: intent.amountCents,
      reason: reason.code,
      details: typeof name === 'string' ? { name } : undefined,
    });
    return queued ?? refundOf(trx, paymentId);
  });
  if (refundId && (await refundPayment(ctx, deps, refundId, settleUnplacedRefund))) {
    return refundedAnswer(reason, intent.amountCents);
  }
  return new AppError(
    502,
    'PAYMENT_PROVIDER_ERROR',
    'Your payment could not be turned into an order and its refund has not gone through yet. It will be tried again automatically.',
  );
}

/**
 * A payment whose money went, or is going, back (its cart had changed, an item sold out): confirming
 * it again never places an order, even if the cart now matches; completePayment answers the refusal it
 * had (earlierRefusal), trying the refund again should it still be pending.
 */
export class AlreadyRefunded extends Error {
  constructor() {
    super('payment already refunded');
  }
}

/** The refusal that had a payment refunded instead of placed, from its refund's row. */
export async function earlierRefusal(ctx: Ctx, paymentId: string): Promise<AppError> {
  const refund = await ctx.db
    .selectFrom('refunds')
    .select(['reason', 'details'])
    .where('paymentId', '=', paymentId)
    .orderBy('createdAt')
    .executeTakeFirst();
  const code = refund && isErrorCode(refund.reason) ? refund.reason : 'PAYMENT_MISMATCH';
  const details = refund?.details
    ? (JSON.parse(refund.details) as Record<string, string | number>)
    : undefined;
  return new AppError(409, code, 'No order was placed for this payment', details);
}
