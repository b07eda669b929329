import { MAX_LINE_QUANTITY } from '@store/shared/constants';
import { toCents, toDollars } from '@store/shared/money';
import { computeTotals } from '@store/shared/pricing';
import { EMPTY_CART } from '@store/shared/cart';
import type { Cart, CartItem, CartProduct } from '@store/shared/schemas/cart';

/**
 * Pure changes to a cart for optimistic updates (storefront §4 Cart): the lines change at once and the
 * count and totals are recomputed with the shared pricing function; the server's answer then replaces
 * the whole cart.
 */

/** A line is one product in one variant (null for a product without variants). */
export interface LineRef {
  productId: string;
  variantId: string | null;
}

export function isLine(item: CartItem, ref: LineRef): boolean {
  return item.productId === ref.productId && item.variantId === ref.variantId;
}

/** The lines of a product, whatever the variant (a card shows the product, not one variant). */
export function productLines(cart: Cart | undefined, productId: string): CartItem[] {
  return cart?.items.filter((item) => item.productId === productId) ?? [];
}

/**
 * The cart with these lines. The promo code's discount is kept as the server last gave it (the client
 * cannot know a code's kind or minimum); the pricing function caps it at the new subtotal.
 */
export function withItems(cart: Cart, items: readonly CartItem[]): Cart {
  const lines = items.map((item) => ({ unitPriceCents: toCents(item.price), quantity: item.quantity }));
  const totals = computeTotals(lines, toCents(cart.discount));
  return {
    ...cart,
    items: items.map((item) => ({
      ...item,
      lineTotal: toDollars(toCents(item.price) * item.quantity),
    })),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: toDollars(totals.subtotal),
    discount: toDollars(totals.discount),
    tax: toDollars(totals.tax),
    shipping: toDollars(totals.shipping),
    total: toDollars(totals.total),
  };
}

/** Everything the page knows about a product being added, so its line can show before the answer. */
export interface LineDraft extends LineRef {
  product: CartProduct;
  /** Unit price of the chosen variant, else of the product. */
  price: number;
  selectedOptions: Record<string, string>;
}

/** Adds units: the existing line grows, else a new line goes to the end (storefront §4). */
export function withAdded(cart: Cart, draft: LineDraft, quantity: number, now = new Date()): Cart {
  const existing = cart.items.find((item) => isLine(item, draft));
  if (existing) {
    return withItems(
      cart,
      cart.items.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item)),
    );
  }
  const line: CartItem = {
    // Replaced by the server's id with its answer; only React keys see this one.
    _id: `pending-${draft.productId}-${draft.variantId ?? 'none'}`,
    productId: draft.productId,
    variantId: draft.variantId,
    selectedVariant: draft.variantId,
    selectedOptions: draft.selectedOptions,
    product: draft.product,
    quantity,
    price: draft.price,
    lineTotal: 0,
    maxQuantity: MAX_LINE_QUANTITY,
    addedAt: now.toISOString(),
  };
  return withItems(cart, [...cart.items, line]);
}

/** Sets a line's quantity; 0 or less removes the line (storefront §4). */
export function withQuantity(cart: Cart, ref: LineRef, quantity: number): Cart {
  if (quantity <= 0) return withoutLine(cart, ref);
  return withItems(
    cart,
    cart.items.map((item) => (isLine(item, ref) ? { ...item, quantity } : item)),
  );
}

export function withoutLine(cart: Cart, ref: LineRef): Cart {
  return withItems(
    cart,
    cart.items.filter((item) => !isLine(item, ref)),
  );
}

/** Clear empties the list and drops the code, as the server does. */
export function cleared(cart: Cart): Cart {
  return { ...EMPTY_CART, _id: cart._id };
}
