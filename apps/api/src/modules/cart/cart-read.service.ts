import type { Language } from '@store/shared/constants';
import { discountPercent, toDollars } from '@store/shared/money';
import { computeTotals } from '@store/shared/pricing';
import { EMPTY_CART } from '@store/shared/cart';
import type { Cart, CartItem } from '@store/shared/schemas/cart';
import type { Db } from '../../db/connect.ts';
import { pick } from '../../lib/i18n.ts';
import {
  availableUnits,
  type CartLineRow,
  maxQuantity,
  selectCartLines,
  variantOptions,
} from './cart-lines.query.ts';
import { type CartOwner, findCartId } from './cart-owner.ts';
import { type CouponProblem, couponDiscount, couponProblem, findPromoCode } from './coupon.service.ts';

/** Cents of a line as priced now: the variant's price when one is chosen, else the product's. */
export function unitPriceCents(row: CartLineRow): number {
  return row.variantPriceCents ?? row.productPriceCents;
}

function toCartItem(row: CartLineRow, lang: Language): CartItem {
  const price = unitPriceCents(row);
  const original = row.variantId ? row.variantOriginalCents : row.productOriginalCents;
  const available = availableUnits(row);
  return {
    _id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    selectedVariant: row.variantId,
    selectedOptions: row.variantId ? variantOptions(row) : {},
    product: {
      _id: row.productId,
      id: row.productId,
      name: pick(lang, row.nameEn, row.nameFr),
      price: toDollars(price),
      originalPrice: original !== null && original > price ? toDollars(original) : null,
      image: row.image,
      category: pick(lang, row.categoryNameEn, row.categoryNameFr),
      categorySlug: row.categorySlug,
      inStock: available > 0,
      discount: discountPercent(price, original),
    },
    quantity: row.quantity,
    price: toDollars(price),
    lineTotal: toDollars(price * row.quantity),
    maxQuantity: maxQuantity(available),
    addedAt: row.addedAt,
  };
}

/**
 * The owner's cart, every line priced from the database now and the totals computed by the shared
 * pricing function. An applied code that no longer fits (below its minimum, expired) stays on the cart
 * but gives nothing, and couponMessage says why.
 */
export async function readCart(db: Db, owner: CartOwner, lang: Language): Promise<Cart> {
  const cartId = await findCartId(db, owner);
  if (!cartId) return EMPTY_CART;
  const [rows, cart] = await Promise.all([
    selectCartLines(db, cartId),
    db.selectFrom('carts').select('couponCode').where('id', '=', cartId).executeTakeFirstOrThrow(),
  ]);
  const lines = rows.map((row) => ({ unitPriceCents: unitPriceCents(row), quantity: row.quantity }));
  const subtotalCents = computeTotals(lines).subtotal;
  let discountCents = 0;
  let couponIssue: CouponProblem | null = null;
  if (cart.couponCode) {
    const promo = await findPromoCode(db, cart.couponCode);
    const problem = couponProblem(promo, subtotalCents);
    if (promo && !problem) discountCents = couponDiscount(promo, subtotalCents);
    else couponIssue = problem;
  }
  const totals = computeTotals(lines, discountCents);
  return {
    _id: cartId,
    items: rows.map((row) => toCartItem(row, lang)),
    itemCount: rows.reduce((sum, row) => sum + row.quantity, 0),
    subtotal: toDollars(totals.subtotal),
    discount: toDollars(totals.discount),
    tax: toDollars(totals.tax),
    shipping: toDollars(totals.shipping),
    total: toDollars(totals.total),
    couponCode: cart.couponCode,
    couponMessage: couponIssue?.message ?? null,
    couponIssue: couponIssue && { code: couponIssue.code, minimum: couponIssue.minimum ?? null },
  };
}
