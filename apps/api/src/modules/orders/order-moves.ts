import type { OrderStatus } from '@store/shared/constants';
import type { Ctx } from '../../lib/context.ts';
import { settleMoneyBackMove } from './money-back.workflow.ts';
import { queueOrderEmail } from './order-email.ts';
import { transition, type TransitionOptions } from './order-state-machine.ts';

/**
 * What entering a status sets off, in the move's own transaction; answers the products restocked
 * (announced by the caller once committed). One table, whichever screen asked for the move, as
 * Vendure declares its onTransitionEnd hooks beside the state machine:
 *
 * - cancelled, refunded: the units back on the shelf, and the refund owed recorded (tried by the
 *   caller at once, by the refund worker should that fail or the process die) or, with nothing
 *   owed, the e-mail;
 * - shipped: the shipping e-mail, with the tracking number the move wrote.
 */
const ON_ENTER: Partial<Record<OrderStatus, (ctx: Ctx, orderId: string) => Promise<string[]>>> = {
  cancelled: settleMoneyBackMove,
  refunded: settleMoneyBackMove,
  shipped: async (ctx, orderId) => {
    await queueOrderEmail(ctx, orderId, 'order_shipped');
    return [];
  },
};

/**
 * Moves an order (the state machine's guarded transition, run in the caller's transaction) and runs
 * what entering its new status sets off. Answers the products restocked.
 */
export async function moveOrder(
  ctx: Ctx,
  orderId: string,
  to: OrderStatus,
  options: TransitionOptions = {},
): Promise<{ restocked: string[] }> {
  await transition(ctx, orderId, to, options);
  return { restocked: (await ON_ENTER[to]?.(ctx, orderId)) ?? [] };
}
