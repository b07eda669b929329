import type { ReorderLine, ReorderResponse } from '@store/shared/schemas/orders';
import { AppError } from '../../lib/app-error.ts';
import { callerId, type Ctx } from '../../lib/context.ts';
import { availableUnits, maxQuantity, addToCart, type CartOwner, findCartId } from '../cart/index.ts';
import { ownOrderRow } from './orders.service.ts';

type Outcome = Pick<ReorderResponse, 'lines' | 'message'>;
type Reason = NonNullable<ReorderLine['reason']>;

/**
 * What the shop can sell now of an ordered product (and variant): null when it is no longer sold (gone,
 * switched off, or its category or variant is), else the units on hand less what payments hold.
 */
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
  if (row.productActive !== 1 || row.categoryActive !== 1) return null;
  if (variantId && row.variantActive !== 1) return null;
  return availableUnits(row);
}

/** Units of the product (and variant) the owner's cart holds already. */
async function inCartNow(ctx: Ctx, owner: CartOwner, productId: string, variantId: string | null) {
  const cartId = await findCartId(ctx.db, owner);
  if (!cartId) return 0;
  const query = ctx.db
    .selectFrom('cartItems')
    .select('quantity')
    .where('cartId', '=', cartId)
    .where('productId', '=', productId);
  const row = await (
    variantId ? query.where('variantId', '=', variantId) : query.where('variantId', 'is', null)
  ).executeTakeFirst();
  return row?.quantity ?? 0;
}

/** The English sentence for API callers; the storefront words each line itself from its codes. */
function summary(lines: readonly ReorderLine[]): string {
  if (lines.every((line) => line.result === 'added')) return 'Items added to cart successfully!';
  if (lines.every((line) => line.result === 'left_out')) {
    return 'None of these items can be ordered again right now';
  }
  return 'Some items could not be added in full';
}

/**
 * POST /api/orders/{id}/reorder (run it in a transaction): a delivered order's lines go back into the
 * caller's cart at today's prices, as many of each as the shop sells now and one cart line may hold.
 * The answer says per line what happened: added in full, reduced (to how many, and why) or left out
 * (and why), as codes and numbers.
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
  const owner: CartOwner = { kind: 'user', userId: callerId(ctx) };
  const lines: ReorderLine[] = [];
  for (const item of items) {
    const line = { productId: item.productId, name: item.name, ordered: item.quantity };
    const leftOut = (reason: Reason) => lines.push({ ...line, added: 0, result: 'left_out', reason });
    const available = item.productId ? await sellableNow(ctx, item.productId, item.variantId) : null;
    if (!item.productId || available === null) {
      leftOut('unavailable');
      continue;
    }
    if (available <= 0) {
      leftOut('out_of_stock');
      continue;
    }
    const room = maxQuantity(available) - (await inCartNow(ctx, owner, item.productId, item.variantId));
    if (room <= 0) {
      leftOut('cart_limit');
      continue;
    }
    const quantity = Math.min(item.quantity, room);
    try {
      await addToCart(ctx, owner, { productId: item.productId, selectedVariant: item.variantId, quantity });
    } catch (error) {
      // A parallel change to the cart took the room first.
      if (!(error instanceof AppError)) throw error;
      leftOut('cart_limit');
      continue;
    }
    if (quantity === item.quantity) {
      lines.push({ ...line, added: quantity, result: 'added', reason: null });
    } else {
      // Fewer on hand than ordered says it all; else the cart (or the per-line cap) is what limits.
      const reason = available < item.quantity ? 'low_stock' : 'cart_limit';
      lines.push({ ...line, added: quantity, result: 'reduced', reason });
    }
  }
  return { lines, message: summary(lines) };
}
