import type { ReorderResponse } from '@store/shared/schemas/orders';
import { AppError } from '../../lib/app-error.ts';
import { callerId, type Ctx } from '../../lib/context.ts';
import { availableUnits } from '../cart/cart-lines.query.ts';
import { addToCart } from '../cart/cart-lines.service.ts';
import { ownOrderRow } from './orders.service.ts';

type Outcome = Pick<ReorderResponse, 'added' | 'unavailable'>;

/** What the shop can sell now of an ordered product (and variant); null when it is gone. */
async function sellableNow(ctx: Ctx, productId: string, variantId: string | null): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .leftJoin('productVariants as v', (join) =>
      join.onRef('v.productId', '=', 'p.id').on('v.id', '=', variantId ?? ''),
    )
    .select([
      'p.isActive as productActive',
      'c.isActive as categoryActive',
      'p.inStock',
      'p.stockQuantity as productStock',
      'p.stockReserved as productReserved',
      'v.id as variantId',
      'v.isActive as variantActive',
      'v.stockQuantity as variantStock',
      'v.stockReserved as variantReserved',
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!row || (variantId && !row.variantId)) return null;
  return availableUnits(row);
}

/**
 * POST /api/orders/{id}/reorder (run it in a transaction): a delivered order's lines go back into the
 * caller's cart at today's prices, as many of each as the shop can sell now. The answer says which
 * lines could not be added, or only in part.
 */
export async function reorder(ctx: Ctx, orderId: string): Promise<Outcome> {
  const order = await ownOrderRow(ctx, orderId);
  if (order.status !== 'delivered') {
    throw new AppError(409, 'NOT_REORDERABLE', 'Only delivered orders can be ordered again');
  }
  const items = await ctx.db
    .selectFrom('orderItems')
    .select(['productId', 'variantId', 'name', 'quantity'])
    .where('orderId', '=', orderId)
    .orderBy('position')
    .execute();
  const outcome: Outcome = { added: [], unavailable: [] };
  const owner = { kind: 'user', userId: callerId(ctx) } as const;
  for (const item of items) {
    const left = item.productId ? await sellableNow(ctx, item.productId, item.variantId) : null;
    if (!item.productId || left === null) {
      outcome.unavailable.push({ productId: item.productId, name: item.name, reason: 'unavailable' });
      continue;
    }
    if (left <= 0) {
      outcome.unavailable.push({ productId: item.productId, name: item.name, reason: 'out_of_stock' });
      continue;
    }
    const quantity = Math.min(item.quantity, left);
    try {
      await addToCart(ctx, owner, { productId: item.productId, selectedVariant: item.variantId, quantity });
    } catch (error) {
      // Already in the cart up to what the shop has: nothing more of it can be added.
      if (!(error instanceof AppError)) throw error;
      outcome.unavailable.push({ productId: item.productId, name: item.name, reason: 'out_of_stock' });
      continue;
    }
    outcome.added.push({ productId: item.productId, name: item.name, quantity });
    if (quantity < item.quantity) {
      outcome.unavailable.push({ productId: item.productId, name: item.name, reason: 'partial' });
    }
  }
  return outcome;
}
