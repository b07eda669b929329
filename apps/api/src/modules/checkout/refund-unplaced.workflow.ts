import { ERROR_CODES, type ErrorCode } from '@store/shared/error-codes';
import { formatPrice, toDollars } from '@store/shared/money';
import { nowIso } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { enqueueEmail, PAYMENT_REFUNDED } from '../email/index.ts';
import { type PaymentDeps, type ProviderIntent, recordRefundFailure } from '../payments/index.ts';
import { releaseHold } from '../inventory/index.ts';

const isErrorCode = (code: string | null): code is ErrorCode =>
  (ERROR_CODES as readonly (string | null)[]).includes(code);

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
 * The refund e-mail, in the caller's transaction: to the account's address, in the account's language
 * (else the request's), greeting the name on the shipping address, naming the card refunded.
 */
async function enqueueRefundEmail(
  ctx: Ctx,
  paymentId: string,
  refundedCents: number,
  reason: AppError,
  intent: ProviderIntent,
): Promise<void> {
  const payment = await ctx.db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select(['u.email', 'u.prefLanguage', 'u.firstName', 'p.shippingAddress'])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) return;
  const shipping = JSON.parse(payment.shippingAddress ?? '{}') as { firstName?: unknown };
  const name = reason.details?.name;
  await enqueueEmail(ctx, {
    kind: PAYMENT_REFUNDED,
    to: payment.email,
    lang: payment.prefLanguage ?? ctx.lang,
    refund: {
      amountCents: refundedCents,
      reason: reason.code,
      productName: typeof name === 'string' ? name : null,
      firstName: typeof shipping.firstName === 'string' ? shipping.firstName : (payment.firstName ?? ''),
      cardBrand: intent.card?.brand ?? null,
      lastFour: intent.card?.last4 ?? null,
    },
  });
}

/**
 * Compensation for a payment that succeeded but could not become an order (sold out meanwhile, the
 * cart changed, the code ran out): the money goes back, with an idempotency key so a retry never
 * refunds twice, and the hold is released. The first call to record the refund also queues the e-mail
 * that tells the shopper, once the provider has taken the refund; a retry or a racing call finds it
 * recorded and queues nothing.
 */
export async function refundUnplaced(
  ctx: Ctx,
  deps: PaymentDeps,
  paymentId: string,
  intent: ProviderIntent,
  reason: AppError,
): Promise<AppError> {
  let refund: { id: string; amountCents: number };
  try {
    refund = await deps.provider.refund({
      intentId: intent.id,
      amountCents: intent.amountCents,
      idempotencyKey: `refund-${paymentId}`,
    });
  } catch (error) {
    deps.log.error({ err: error, paymentId }, 'refund of an unplaced payment failed');
    // Counted, with the next try named: reconcile-payments.ts settles the payment again then.
    const { refundAttempts } = await ctx.db
      .selectFrom('payments')
      .select('refundAttempts')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    await recordRefundFailure(ctx, paymentId, refundAttempts, `refund failed after: ${reason.code}`);
    return new AppError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      'Your payment could not be turned into an order and its refund has not gone through yet. Please contact us.',
    );
  }
  const first = await withTransaction(ctx, async (trx) => {
    await releaseHold(trx, paymentId);
    const recorded = await trx.db
      .updateTable('payments')
      .set({
        status: 'succeeded',
        refundedCents: refund.amountCents,
        refundId: refund.id,
        reservedUntil: null,
        // The refusal's code, so a later confirmation of this payment answers the same refusal.
        lastError: reason.code,
        updatedAt: nowIso(),
      })
      .where('id', '=', paymentId)
      .where('refundId', 'is', null)
      .executeTakeFirst();
    if (recorded.numUpdatedRows === 0n) return false;
    await enqueueRefundEmail(trx, paymentId, refund.amountCents, reason, intent);
    return true;
  });
  if (first) deps.events.emit('paymentRefunded', { paymentId });
  return refundedAnswer(reason, refund.amountCents);
}

/**
 * A payment refunded before (its cart had changed, an item sold out): confirming it again never places
 * an order, even if the cart now matches; it answers the refusal it had, and the amount refunded.
 */
export class AlreadyRefunded extends Error {
  constructor(
    readonly refundedCents: number,
    readonly reasonCode: string | null,
  ) {
    super('payment already refunded');
  }

  answer(): AppError {
    const code = isErrorCode(this.reasonCode) ? this.reasonCode : 'PAYMENT_MISMATCH';
    return refundedAnswer(
      new AppError(409, code, 'No order was placed for this payment'),
      this.refundedCents,
    );
  }
}
