import type { TFunction } from '../../i18n/translator.ts';
import type { Language } from '@store/shared/constants';
import type { Order } from '@store/shared/schemas/orders';
import { dateLocale } from '../../i18n/use-language.ts';

/** 'November 25, 2025' / '25 novembre 2025': dates follow the UI language; prices stay en-US (§9). */
export function formatDate(iso: string, lang: Language): string {
  return new Date(iso).toLocaleDateString(dateLocale(lang), { dateStyle: 'long' });
}

/** A timeline entry's moment, to the minute. */
export function formatDateTime(iso: string, lang: Language): string {
  return new Date(iso).toLocaleString(dateLocale(lang), { dateStyle: 'medium', timeStyle: 'short' });
}

const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'Visa ending in 4242', or 'Card' when the provider told the store neither brand nor digits. */
export function cardLabel(payment: Order['payment'], t: TFunction): string {
  const { cardBrand, lastFour } = payment;
  if (!lastFour) return t('orders.details.cardOnly');
  const brand = cardBrand ? (BRANDS[cardBrand] ?? cardBrand) : t('orders.details.cardOnly');
  return t('orders.details.card', { brand, last4: lastFour });
}
