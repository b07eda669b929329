import type { TFunction } from '../i18n/translator.ts';
import { SHIPPING_RATES, type ShippingMethod } from '@store/shared/constants';

/**
 * '5–7 days', from the rate table the server prices and dates orders by: the words follow
 * the table rather than repeat its numbers.
 */
export function deliveryTimeText(method: ShippingMethod, t: TFunction): string {
  const [from, to] = SHIPPING_RATES[method].days;
  return t('shippingMethods.time', { from, to });
}

/** 'Express shipping · 1–2 days': how an order travels, for checkout and the order's pages alike. */
export function shippingMethodText(method: ShippingMethod, t: TFunction): string {
  return t('shippingMethods.withTime', {
    method: t(`shippingMethods.${method}`),
    time: deliveryTimeText(method, t),
  });
}
