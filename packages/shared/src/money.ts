/** Money is integer cents inside; the API speaks dollars with two decimals. */

/**
 * Dollars (as sent or shown) to integer cents, rounding half away from zero. toPrecision(15) drops the
 * binary noise of the multiplication first (1.005 * 100 is 100.49999999999999 in floating point).
 */
export function toCents(dollars: number): number {
  return Math.sign(dollars) * Math.round(Number((Math.abs(dollars) * 100).toPrecision(15)));
}

/** Integer cents to dollars with two decimals, for API answers. */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.56' in both languages: the store prices in US dollars, locale en-US (spec §9). */
export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}

/** Percent off from a price and its original price, whole percent; 0 when there is no saving. */
export function discountPercent(priceCents: number, originalPriceCents: number | null): number {
  if (!originalPriceCents || originalPriceCents <= priceCents) return 0;
  return Math.round(((originalPriceCents - priceCents) / originalPriceCents) * 100);
}
