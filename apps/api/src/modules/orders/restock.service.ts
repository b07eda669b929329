import { sql } from 'kysely';
import type { Ctx } from '../../lib/context.ts';
import { inLockOrder } from '../payments/stock-holds.service.ts';

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
    const back = sql<number>`stock_quantity + ${item.quantity}`;
    if (item.variantId) {
      await ctx.db
        .updateTable('productVariants')
        .set({ stockQuantity: back })
        .where('id', '=', item.variantId)
        .execute();
    } else if (item.productId !== '') {
      await ctx.db
        .updateTable('products')
        .set({ stockQuantity: back, inStock: 1 })
        .where('id', '=', item.productId)
        .execute();
    }
  }
  return items.flatMap((i) => (i.productId ? [i.productId] : []));
}
