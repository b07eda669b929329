import { nowIso } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { callerId, type Ctx, withTransaction } from '../../lib/context.ts';
import type { PaymentDeps } from '../payments/complete-payment.workflow.ts';
import { enqueueEmail } from '../email/outbox.service.ts';
import type { Order } from '@store/shared/schemas/orders';
import { toOrder } from './order-mapper.ts';
import { transition } from './order-state-machine.ts';
import { ownOrderRow } from './orders.service.ts';
import { restock } from './restock.service.ts';

/** The caller's language for e-mails: their saved preference. */
async function preferredLanguage(ctx: Ctx) {
  const row = await ctx.db
    .selectFrom('users')
    .select('prefLanguage')
    .where('id', '=', callerId(ctx))
    .executeTakeFirst();
  return row?.prefLanguage;
}

/**
 * Gives the order's payment back through the provider, once: the idempotency key is the payment's, so
 * a retry (or a second cancel call after a provider failure) never refunds twice.
 */
export async function refundOrderPayment(ctx: Ctx, deps: PaymentDeps, orderId: string): Promise<void> {
  const payment = await ctx.db
    .selectFrom('payments')
    .select(['id', 'providerIntentId', 'amountCents', 'refundedCents', 'status'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (!payment || payment.status !== 'succeeded' || payment.refundedCents >= payment.amountCents) return;
  try {
    const refund = await deps.provider.refund({
      intentId: payment.providerIntentId,
      amountCents: payment.amountCents - payment.refundedCents,
      idempotencyKey: `refund-${payment.id}`,
    });
    await ctx.db
      .updateTable('payments')
      .set({
        refundedCents: payment.refundedCents + refund.amountCents,
        refundId: refund.id,
        updatedAt: nowIso(),
      })
      .where('id', '=', payment.id)
      .execute();
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'refund failed');
    await ctx.db
      .updateTable('payments')
      .set({ lastError: 'refund failed', updatedAt: nowIso() })
      .where('id', '=', payment.id)
      .execute();
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      'Your order is cancelled, but the refund could not be issued yet. Please try again in a moment.',
    );
  }
}

/**
 * PATCH /api/orders/{id}/cancel, a customer cancelling a pending or confirmed order. Step 1, one
 * transaction: the guarded transition (timeline entry included) and the units back in stock. Step 2:
 * the refund. Cancelling an order that is already cancelled but not yet refunded only retries step 2.
 */
export async function cancelOrder(
  ctx: Ctx,
  deps: PaymentDeps,
  orderId: string,
  reason: string,
): Promise<Order> {
  const current = await ownOrderRow(ctx, orderId);
  let cancelled: Order | null = null;
  if (current.status !== 'cancelled') {
    cancelled = await withTransaction(ctx, async (trx) => {
      await transition(trx, orderId, 'cancelled', { note: reason, set: { cancelReason: reason } });
      await restock(trx, orderId);
      const order = await toOrder(trx, await ownOrderRow(trx, orderId));
      const lang = (await preferredLanguage(trx)) ?? ctx.lang;
      await enqueueEmail(trx, { kind: 'order_cancelled', to: order.email, lang, order });
      return order;
    });
    deps.events.emit('orderCancelled', { orderId });
  }
  await refundOrderPayment(ctx, deps, orderId);
  // The snapshot made for the e-mail is the answer too (its payment reads refunded once cancelled).
  return cancelled ?? toOrder(ctx, current);
}
