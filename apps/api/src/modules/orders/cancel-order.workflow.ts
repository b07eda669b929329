import { CUSTOMER_CANCEL_REASON } from '@store/shared/constants';
import type { Order } from '@store/shared/schemas/orders';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { announceStockChange } from '../../lib/events.ts';
import type { PaymentDeps } from '../payments/index.ts';
import { refundOrderPayment } from './money-back.workflow.ts';
import { toOrder } from './order-mapper.ts';
import { moveOrder } from './order-moves.ts';
import type { OrderRow } from './order-mapper.ts';

/** The storefront's standard reason is the code alone; a reason of the customer's own is kept too. */
function ownWords(reason: string): string | null {
  return reason === '' || reason === CUSTOMER_CANCEL_REASON ? null : reason;
}

/**
 * A customer cancelling a pending or confirmed order: PATCH /api/orders/{id}/cancel, or a guest's
 * PATCH /api/orders/guest/{token}/cancel; `load` reads the order the caller may act on. Step 1, one
 * transaction: the guarded transition (timeline entry included) and the units back in stock. Step 2:
 * the refund, which queues the cancellation e-mail once the provider has taken it. Cancelling an order
 * that is already cancelled but not yet refunded only retries step 2.
 */
export async function cancelOrder(
  ctx: Ctx,
  deps: PaymentDeps,
  load: (ctx: Ctx) => Promise<OrderRow>,
  reason: string,
): Promise<Order> {
  const current = await load(ctx);
  const orderId = current.id;
  if (current.status !== 'cancelled') {
    const note = ownWords(reason);
    const restocked = await withTransaction(ctx, async (trx) => {
      const { restocked } = await moveOrder(trx, orderId, 'cancelled', {
        note,
        code: 'cancelled_by_customer',
        set: { cancelReason: note, cancelReasonCode: 'cancelled_by_customer' },
      });
      return restocked;
    });
    deps.events.emit('orderCancelled', { orderId });
    announceStockChange(deps.events, restocked);
  }
  await refundOrderPayment(ctx, deps, orderId);
  return toOrder(ctx, await load(ctx));
}
