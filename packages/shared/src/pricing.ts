import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  SHIPPING_RATES,
  type ShippingMethod,
  TAX_RATE_PERCENT,
} from './constants.ts';

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

/** What shipping an order of this subtotal costs by this method (an empty cart ships nothing). */
export function shippingCents(subtotalCents: number, method: ShippingMethod = 'standard'): number {
  const rate = SHIPPING_RATES[method];
  if (subtotalCents === 0) return 0;
  return rate.freeAboveCents !== null && subtotalCents > rate.freeAboveCents ? 0 : rate.feeCents;
}

/**
 * The one pricing function of the store, used by the cart UI and the server (all amounts in cents).
 * Tax is 10 % of the subtotal after discount; shipping by the method's rate (SHIPPING_RATES: standard
 * is free when the subtotal is above $50, else $9.99; express $19.99, never free); an empty cart
 * costs nothing. The discount never exceeds the subtotal.
 */
export function computeTotals(
  lines: readonly PricedLine[],
  discountCents = 0,
  method: ShippingMethod = 'standard',
): Totals {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discount = Math.min(Math.max(0, Math.round(discountCents)), subtotal);
  const tax = Math.round(((subtotal - discount) * TAX_RATE_PERCENT) / 100);
  const shipping = shippingCents(subtotal, method);
  return { subtotal, discount, tax, shipping, total: subtotal - discount + tax + shipping };
}

/** How much more the shopper must add to get free shipping (0 once it is free). */
export function amountToFreeShipping(subtotalCents: number): number {
  return subtotalCents > FREE_SHIPPING_THRESHOLD_CENTS
    ? 0
    : FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents + 1;
}
