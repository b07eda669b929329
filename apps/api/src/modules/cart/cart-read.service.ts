import type { Language } from '@store/shared/constants';
import { discountPercent, toDollars } from '@store/shared/money';
import { EMPTY_CART } from '@store/shared/cart';
import type { Cart, CartItem } from '@store/shared/schemas/cart';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import { maxQuantity, variantOptions } from './cart-lines.query.ts';
import { type CartOwner, findCartId } from './cart-owner.ts';
import { type PricedLine, priceCart } from './cart-pricing.service.ts';

function toCartItem(line: PricedLine, lang: Language): CartItem {
  const price = line.unitPriceCents;
  const original = line.variantId ? line.variantOriginalCents : line.productOriginalCents;
  return {
    _id: line.id,
    productId: line.productId,
    variantId: line.variantId,
    selectedVariant: line.variantId,
    selectedOptions: line.variantId ? variantOptions(line) : {},
    product: {
      _id: line.productId,
      id: line.productId,
      name: pick(lang, line.nameEn, line.nameFr),
      price: toDollars(price),
      originalPrice: original !== null && original > price ? toDollars(original) : null,
      image: line.image,
      category: pick(lang, line.categoryNameEn, line.categoryNameFr),
      categorySlug: line.categorySlug,
      inStock: line.available > 0,
      discount: discountPercent(price, original),
    },
    quantity: line.quantity,
    price: toDollars(price),
    lineTotal: toDollars(line.lineTotalCents),
    maxQuantity: maxQuantity(line.available),
    addedAt: line.addedAt,
  };
}

/**
 * The owner's cart as the API answers it: priced by priceCart, amounts turned into dollars here. An
 * applied code that no longer fits (below its minimum, expired) stays on the cart but gives nothing,
 * and couponMessage says why.
 */
export async function readCart(ctx: Ctx, owner: CartOwner): Promise<Cart> {
  const cartId = await findCartId(ctx.db, owner);
  if (!cartId) return EMPTY_CART;
  const { lines, totals, couponCode, couponIssue } = await priceCart(ctx, cartId);
  return {
    _id: cartId,
    items: lines.map((line) => toCartItem(line, ctx.lang)),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: toDollars(totals.subtotal),
    discount: toDollars(totals.discount),
    tax: toDollars(totals.tax),
    shipping: toDollars(totals.shipping),
    total: toDollars(totals.total),
    couponCode,
    couponMessage: couponIssue?.message ?? null,
    couponIssue: couponIssue && { code: couponIssue.code, minimum: couponIssue.minimum ?? null },
  };
}
