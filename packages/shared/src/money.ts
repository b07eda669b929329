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

/**
 * '$1,234.56' in both languages: the store prices in US dollars, locale en-US (spec §9); a negative
 * amount reads '-$5.00', as en-US writes it. Written out rather than by Intl.NumberFormat: a page's first
 * Intl formatter loads the browser's locale data, 40 to 60 ms of main thread on a slow machine, in the
 * middle of hydrating every storefront page, for a format that never changes. Amounts are rounded to
 * the cent as toCents rounds them.
 */
export function formatPrice(dollars: number): string {
  const cents = toCents(dollars);
  const whole = String(Math.trunc(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${whole}.${fraction}`;
}

/**
 * Whether a dollar amount has at most two decimals (whole cents), so that it is stored as typed: 10.999
 * is refused rather than rounded to 11. The same toPrecision(15) as toCents forgives the binary noise
 * of decimal fractions (0.1 + 0.2, 19.99 * 100).
 */
export function hasCentsOnly(dollars: number): boolean {
  return Number.isInteger(Number((Math.abs(dollars) * 100).toPrecision(15)));
}

/**
 * The store's one rule for "N% OFF": the whole percent that the original price is above the price,
 * rounded down, so a badge never claims more than the saving shown beside it ($12.49 against $19.99
 * saves $7.50, 37.5 %: "37% OFF"). 0 when there is no original price or no saving. Server, storefront
 * and panel all call this; no percentage is stored apart from the two prices.
 */
export function discountPercent(priceCents: number, originalPriceCents: number | null): number {
  if (!originalPriceCents || originalPriceCents <= priceCents) return 0;
  // Whole cents on both sides: one exact division, no rounding before the floor.
  return Math.floor(((originalPriceCents - priceCents) * 100) / originalPriceCents);
}

/** discountPercent for prices in dollars, as the pages hold them. */
export function dollarDiscountPercent(price: number, originalPrice: number | null | undefined): number {
  return discountPercent(
    toCents(price),
    originalPrice === null || originalPrice === undefined ? null : toCents(originalPrice),
  );
}

/**
 * The price that is `percent` off an original price: the saving is rounded up to the cent, so
 * discountPercent of the result is `percent` again (for originals of $1 or more).
 */
export function salePriceCents(originalPriceCents: number, percent: number): number {
  return originalPriceCents - Math.ceil((originalPriceCents * percent) / 100);
}
