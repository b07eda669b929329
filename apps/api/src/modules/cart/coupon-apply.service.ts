import { nowIso } from '../../db/dialect.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { type CartOwner, findCartId } from './cart-owner.ts';
import { priceCart } from './cart-pricing.service.ts';
import { assertCouponApplies, findPromoCode, customerUse } from './coupon.service.ts';

/** Applies a promo code to a non-empty cart; unknown, expired, used-up or below-minimum codes are refused. */
export async function applyCoupon(ctx: Ctx, owner: CartOwner, code: string): Promise<void> {
  const cartId = await findCartId(ctx.db, owner);
  const priced = cartId ? await priceCart(ctx, cartId) : null;
  if (!cartId || !priced || priced.lines.length === 0) {
    throw badRequest('Add items to your cart before applying a promo code', 'CART_EMPTY');
  }
  const found = await findPromoCode(ctx.db, code);
  const use = found ? await customerUse(ctx.db, found, cartId) : 'free';
  const promo = assertCouponApplies(found, priced.totals.subtotal, use);
  await ctx.db
    .updateTable('carts')
    .set({ couponCode: promo.code, updatedAt: nowIso() })
    .where('id', '=', cartId)
    .execute();
}

/** Takes the promo code off the cart (nothing to do when there is none). */
export async function removeCoupon(ctx: Ctx, owner: CartOwner): Promise<void> {
  const cartId = await findCartId(ctx.db, owner);
  if (!cartId) return;
  await ctx.db
    .updateTable('carts')
    .set({ couponCode: null, updatedAt: nowIso() })
    .where('id', '=', cartId)
    .execute();
}
