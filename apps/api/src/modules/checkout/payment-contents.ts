import { createHash } from 'node:crypto';
import type { PricedCart } from '../cart/index.ts';

/**
 * A fingerprint of what a payment is for: each line's product, variant, quantity and unit price, the
 * code, the shipping method and the total. An unchanged cart gives the same fingerprint (and gets its intent back); an order
 * is placed only while the cart still matches what was paid.
 */
export function contentsHash(priced: PricedCart): string {
  const lines = priced.lines
    .map((l) => `${l.productId}:${l.variantId ?? '-'}:${l.quantity}:${l.unitPriceCents}`)
    .sort();
  const text = [
    ...lines,
    `code:${priced.promo?.code ?? '-'}`,
    `ship:${priced.shippingMethod}`,
    `total:${priced.totals.total}`,
  ].join('|');
  return createHash('sha256').update(text).digest('hex');
}

/** Stripe allows 500 characters a metadata value. */
const METADATA_VALUE_MAX = 500;

/** The intent's metadata: which payment, cart and customer it is for, and the priced contents. */
export function intentMetadata(
  ids: { paymentId: string; cartId: string; userId: string },
  priced: PricedCart,
  hash: string,
): Record<string, string> {
  const items = priced.lines
    .map((l) => `${l.productId}${l.variantId ? `/${l.variantId}` : ''} x${l.quantity} @${l.unitPriceCents}`)
    .join(', ');
  return {
    payment_id: ids.paymentId,
    cart_id: ids.cartId,
    user_id: ids.userId,
    contents_hash: hash,
    subtotal_cents: String(priced.totals.subtotal),
    discount_cents: String(priced.totals.discount),
    tax_cents: String(priced.totals.tax),
    shipping_cents: String(priced.totals.shipping),
    shipping_method: priced.shippingMethod,
    items: items.length > METADATA_VALUE_MAX ? `${items.slice(0, METADATA_VALUE_MAX - 1)}…` : items,
  };
}
