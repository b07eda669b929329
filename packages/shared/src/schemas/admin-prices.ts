import { z } from 'zod';
import { hasCentsOnly } from '../money.ts';

/**
 * The price rules every admin form shares (products, variants, hero slides): amounts in dollars with
 * at most two decimals, and an original ("old") price that is a real saving. The percent off is never
 * taken from a form: it is computed from the two prices (discountPercent in money.ts).
 */

export const PRICE_MESSAGES = {
  decimals: 'Prices have at most two decimals',
} as const;

/** The largest price the store takes, in dollars. */
export const MAX_PRICE = 1_000_000;

/**
 * A price in dollars: above 0 (`min: 'positive'`) or at least 0, at most MAX_PRICE, with `message` for
 * anything else, and refused rather than rounded when it has more than two decimals.
 */
export const dollarAmount = (message: string, min: 'positive' | 'zero' = 'positive') => {
  const number = z.number({ error: message }).max(MAX_PRICE, message);
  return (min === 'positive' ? number.positive(message) : number.min(0, message)).refine(
    hasCentsOnly,
    PRICE_MESSAGES.decimals,
  );
};

interface SavingKeys {
  price: string;
  original: string;
  /** The original price is not above the price. */
  notHigher: string;
}

/**
 * A refinement for an object holding a price and its original price under `keys`: when both are
 * there, the original must be above the price, else `notHigher` is reported at the original's field.
 *
 *   z.object({ price, originalPrice }).superRefine(checkSaving({ price: 'price', original: 'originalPrice', notHigher }))
 */
export function checkSaving(keys: SavingKeys) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const price = value[keys.price];
    const original = value[keys.original];
    if (typeof price === 'number' && typeof original === 'number' && original <= price) {
      ctx.addIssue({ code: 'custom', message: keys.notHigher, path: [keys.original] });
    }
  };
}
