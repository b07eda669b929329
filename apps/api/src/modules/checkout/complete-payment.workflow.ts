import { AppError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { announceStockChange } from '../../lib/events.ts';
import type { Order } from '@store/shared/schemas/orders';
import { getOrderById } from '../orders/index.ts';
import { providerFailed } from './create-intent.workflow.ts';
import { type Payer, payerOwnsCart } from './payer.ts';
import { AlreadyPlaced, placeOrder } from './place-order.service.ts';
import type { PaymentDeps, ProviderIntent } from '../payments/index.ts';
import { AlreadyRefunded, earlierRefusal, refundUnplaced } from './refund-unplaced.workflow.ts';

/**
 * Turns a payment the provider says has succeeded into an order (the confirm call and the provider's
 * webhook both end here), answered with the order placed (or placed before, by a racing call). The provider's word is the only one trusted: status succeeded, and amount
 * and currency as priced. A business refusal after the charge is compensated by a refund.
 */
export async function completePayment(
  ctx: Ctx,
  deps: PaymentDeps,
  paymentId: string,
  intent: ProviderIntent,
): Promise<Order> {
  if (intent.status !== 'succeeded') {
    throw new AppError(
      409,
      'PAYMENT_NOT_COMPLETED',
      intent.lastError?.message ?? 'Your payment has not been completed',
    );
  }
  try {
    if (intent.currency.toLowerCase() !== 'usd') {
      throw new AppError(409, 'PAYMENT_MISMATCH', 'The payment was made in another currency');
    }
    const order = await withTransaction(ctx, (trx) => placeOrder(trx, paymentId, intent));
    deps.events.emit('orderPlaced', { orderId: order._id });
    announceStockChange(
      deps.events,
      order.items.map((item) => item.productId),
    );
    return order;
  } catch (error) {
    if (error instanceof AlreadyPlaced) return getOrderById(ctx, error.orderId);
    if (error instanceof AlreadyRefunded) {
      throw await refundUnplaced(ctx, deps, paymentId, intent, await earlierRefusal(ctx, paymentId));
    }
    if (error instanceof AppError && error.statusCode === 409) {
      throw await refundUnplaced(ctx, deps, paymentId, intent, error);
    }
    throw error;
  }
}

/** Reads the intent from the provider; a provider failure is a 502, never a 500. */
export async function retrieveIntent(deps: PaymentDeps, intentId: string): Promise<ProviderIntent> {
  try {
    return await deps.provider.retrieveIntent(intentId);
  } catch (error) {
    throw providerFailed(error);
  }
}

/**
 * POST /api/payment/confirm: the caller's own payment of this cart (a customer's, or a payment made
 * from the guest session's cart), confirmed with the provider and turned into an order. Confirming
 * again (or racing the webhook) answers the same order.
 */
export async function confirmPayment(
  ctx: Ctx,
  deps: PaymentDeps,
  payer: Payer,
  request: { paymentIntentId: string; cartId: string },
): Promise<Order> {
  const payment = await ctx.db
    .selectFrom('payments')
    .select(['id', 'cartId', 'orderId'])
    .where('providerIntentId', '=', request.paymentIntentId)
    .where((eb) =>
      payer.kind === 'user'
        ? eb('userId', '=', payer.userId)
        : eb.and([
            eb('userId', 'is', null),
            eb('cartId', 'in', eb.selectFrom('carts').select('carts.id').where(payerOwnsCart(payer))),
          ]),
    )
    .executeTakeFirst();
  if (!payment || (payment.cartId !== request.cartId && !payment.orderId)) {
    throw new AppError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
  }
  if (payment.orderId) return getOrderById(ctx, payment.orderId);
  const intent = await retrieveIntent(deps, request.paymentIntentId);
  return completePayment(ctx, deps, payment.id, intent);
}
