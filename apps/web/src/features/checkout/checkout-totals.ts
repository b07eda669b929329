import type { ShippingMethod } from '@store/shared/constants';
import { toCents, toDollars } from '@store/shared/money';
import { computeTotals } from '@store/shared/pricing';
import type { Cart } from '@store/shared/schemas/cart';

/**
 * The cart's totals once shipped by `method`. The server cart is priced with standard shipping; the
 * checkout's summary, and its check that an intent still matches the cart, follow the shopper's
 * choice through the same pricing function the server charges by (its discount kept as it answered
 * it: a promo code does not depend on how the order travels).
 */
export function pricedWith(cart: Cart, method: ShippingMethod): Cart {
  const lines = cart.items.map((item) => ({ unitPriceCents: toCents(item.price), quantity: item.quantity }));
  const totals = computeTotals(lines, toCents(cart.discount), method);
  return {
    ...cart,
    subtotal: toDollars(totals.subtotal),
    discount: toDollars(totals.discount),
    tax: toDollars(totals.tax),
    shipping: toDollars(totals.shipping),
    total: toDollars(totals.total),
  };
}
