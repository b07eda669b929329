import type { Ctx } from '../../lib/context.ts';
import { changeStock } from './stock-change.ts';
import { inLockOrder } from './stock-holds.ts';

/**
 * Puts a cancelled or refunded order's units back on the shelf (run it in the order's transaction). A
 * product or variant deleted since simply has nothing to restock. Answers the products whose stock
 * went up, for the caller to announce once the transaction has committed.
 */
export async function restock(ctx: Ctx, orderId: string): Promise<string[]> {
  const items = await ctx.db
    .selectFrom('orderItems')
    .select(['productId', 'variantId', 'quantity'])
    .where('orderId', '=', orderId)
    .execute();
  for (const item of inLockOrder(items.map((i) => ({ ...i, productId: i.productId ?? '' })))) {
    if (item.variantId || item.productId !== '') await changeStock(ctx, item, { add: item.quantity });
  }
  return items.flatMap((i) => (i.productId ? [i.productId] : []));
}
