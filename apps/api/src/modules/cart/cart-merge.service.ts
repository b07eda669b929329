import { nowIso } from '../../db/dialect.ts';
import type { Ctx } from '../../lib/context.ts';
import { availableUnits, maxQuantity, selectCartLines } from './cart-lines.query.ts';
import { ensureCartId } from './cart-owner.ts';

/**
 * Moves a guest's cart into the user's, exactly once when run in a transaction: the guest cart is
 * deleted in it, and a second merge that raced the first finds nothing to delete and stops. The same
 * product and variant in both carts add up (capped at what the shop can sell); the guest's promo code
 * comes along when the user's cart has none.
 */
export async function mergeGuestCart(ctx: Ctx, userId: string, sessionId: string): Promise<void> {
  const { db } = ctx;
  const guest = await db
    .selectFrom('carts')
    .select(['id', 'couponCode'])
    .where('sessionId', '=', sessionId)
    .where('userId', 'is', null)
    .executeTakeFirst();
  if (!guest) return;
  const guestLines = await selectCartLines(db, guest.id);
  const deleted = await db.deleteFrom('carts').where('id', '=', guest.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0 || guestLines.length === 0) return;

  const cartId = await ensureCartId(db, { kind: 'user', userId });
  const mine = await db
    .selectFrom('cartItems')
    .select(['id', 'productId', 'variantId', 'quantity'])
    .where('cartId', '=', cartId)
    .execute();
  for (const line of guestLines) {
    const same = mine.find((m) => m.productId === line.productId && m.variantId === line.variantId);
    const cap = Math.max(maxQuantity(availableUnits(line)), 1);
    if (same) {
      const quantity = Math.max(same.quantity, Math.min(same.quantity + line.quantity, cap));
      await db.updateTable('cartItems').set({ quantity }).where('id', '=', same.id).execute();
    } else {
      await db
        .insertInto('cartItems')
        .values({
          id: line.id,
          cartId,
          productId: line.productId,
          variantId: line.variantId,
          quantity: Math.min(line.quantity, cap),
          selectedOptions: line.selectedOptions,
          addedAt: line.addedAt,
        })
        .execute();
    }
  }
  const coupon = guest.couponCode;
  await db
    .updateTable('carts')
    .set((eb) => ({
      couponCode: coupon ? eb.fn.coalesce('couponCode', eb.val(coupon)) : eb.ref('couponCode'),
      updatedAt: nowIso(),
    }))
    .where('id', '=', cartId)
    .execute();
}
