import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** Server codes whose message has no numbers in it, so the UI can say it in the shopper's language. */
const TRANSLATED_CODES = [
  'OUT_OF_STOCK',
  'VARIANT_REQUIRED',
  'VARIANT_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'LINE_NOT_FOUND',
  'INVALID_COUPON',
  'COUPON_EXPIRED',
  'COUPON_NOT_STARTED',
  'COUPON_EXHAUSTED',
  'CART_EMPTY',
  'RATE_LIMITED',
] as const;
type TranslatedCode = (typeof TRANSLATED_CODES)[number];

function isTranslated(code: string | null): code is TranslatedCode {
  return (TRANSLATED_CODES as readonly (string | null)[]).includes(code);
}

/**
 * What to tell the shopper about a failed cart or favourites call: the server's message (e.g. 'Only 3
 * left in stock'), in French when its code has a translation; 'Something went wrong' for anything else.
 */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common.somethingWentWrong');
  if (isTranslated(error.code)) return t(`apiErrors.${error.code}`);
  return error.status < 500 ? error.message : t('common.somethingWentWrong');
}
