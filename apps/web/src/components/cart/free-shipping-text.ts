import type { TFunction } from '../../i18n/translator.ts';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '@store/shared/constants';
import { formatPrice, toCents, toDollars } from '@store/shared/money';
import { amountToFreeShipping } from '@store/shared/pricing';

/**
 * The free-shipping notice (storefront §2, §9): how much more takes the subtotal over $50, where
 * shipping becomes free, or that it is free already. The rule is named, so that at exactly $50.00 the
 * cent it asks for reads as what it is: the step over the threshold.
 */
export function freeShippingText(subtotal: number, t: TFunction): string {
  const missing = amountToFreeShipping(toCents(subtotal));
  if (missing === 0) return t('cart.freeShipping.reached');
  return t('cart.freeShipping.remaining', {
    amount: formatPrice(toDollars(missing)),
    threshold: formatPrice(toDollars(FREE_SHIPPING_THRESHOLD_CENTS)),
  });
}
