import { computeTotals } from '@store/shared/pricing';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../../db/dialect.ts';
import { badRequest } from '../../lib/app-error.ts';
import { selectCartLines } from './cart-lines.query.ts';
import { unitPriceCents } from './cart-read.service.ts';
import { type CartOwner, findCartId } from './cart-owner.ts';
import { assertCouponApplies, findPromoCode } from './coupon.service.ts';

/** Applies a promo code to a non-empty cart; unknown, expired, used-up or below-minimum codes are refused. */
export async function applyCoupon(db: Db, owner: CartOwner, code: string): Promise<void> {
  const cartId = await findCartId(db, owner);
  const lines = cartId ? await selectCartLines(db, cartId) : [];
  if (!cartId || lines.length === 0) {
    throw badRequest('Add items to your cart before applying a promo code', 'CART_EMPTY');
  }
  const subtotal = computeTotals(
    lines.map((l) => ({ unitPriceCents: unitPriceCents(l), quantity: l.quantity })),
  ).subtotal;
  const promo = assertCouponApplies(await findPromoCode(db, code), subtotal);
  await db
    .updateTable('carts')
    .set({ couponCode: promo.code, updatedAt: nowIso() })
    .where('id', '=', cartId)
    .execute();
}

/** Takes the promo code off the cart (nothing to do when there is none). */
export async function removeCoupon(db: Db, owner: CartOwner): Promise<void> {
  const cartId = await findCartId(db, owner);
  if (!cartId) return;
  await db
    .updateTable('carts')
    .set({ couponCode: null, updatedAt: nowIso() })
    .where('id', '=', cartId)
    .execute();
}
