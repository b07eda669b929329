import type { TFunction } from 'i18next';
import type { ErrorCode } from '@store/shared/error-codes';
import { formatPrice } from '@store/shared/money';
import { ApiError } from './api-client.ts';

/**
 * Server codes the UI words itself, in the shopper's language (apiErrors.* in en.json / fr.json); the
 * numbers a message needs come in the answer's `details`.
 */
const TRANSLATED_CODES = [
  'OUT_OF_STOCK',
  'INSUFFICIENT_STOCK',
  'QUANTITY_LIMIT',
  'VARIANT_REQUIRED',
  'VARIANT_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'LINE_NOT_FOUND',
  'INVALID_COUPON',
  'COUPON_EXPIRED',
  'COUPON_NOT_STARTED',
  'COUPON_EXHAUSTED',
  'COUPON_MINIMUM',
  'CART_EMPTY',
  'FAVORITES_LIMIT',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_DISABLED',
  'EMAIL_TAKEN',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD',
  'SAME_PASSWORD',
  'ADDRESS_NOT_FOUND',
  'TOO_MANY_ADDRESSES',
  'RATE_LIMITED',
  'CART_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_MISMATCH',
  'PAYMENT_PROVIDER_ERROR',
  'ORDER_NOT_FOUND',
  'INVALID_TRANSITION',
  'NOT_REORDERABLE',
] as const satisfies readonly ErrorCode[];
type TranslatedCode = (typeof TRANSLATED_CODES)[number];

function isTranslated(code: string | null): code is TranslatedCode {
  return (TRANSLATED_CODES as readonly (string | null)[]).includes(code);
}

/**
 * A server code in the UI language, with its numbers (stock left, a minimum in dollars…); null for a
 * code the UI has no words for, or whose numbers the answer did not carry (the server's own words
 * then say it better than a sentence with a hole).
 */
export function codeText(
  code: string | null,
  details: Record<string, string | number>,
  t: TFunction,
): string | null {
  if (!isTranslated(code)) return null;
  const { minimum, inCart } = details;
  const values = { ...details, ...(typeof minimum === 'number' ? { minimum: formatPrice(minimum) } : {}) };
  const text =
    code === 'INSUFFICIENT_STOCK' && typeof inCart === 'number' && inCart > 0
      ? t('apiErrors.INSUFFICIENT_STOCK_IN_CART', values)
      : t(`apiErrors.${code}`, values);
  return text.includes('{{') ? null : text;
}

/** A failed call's known code in the UI language, or null when the UI has no words for it. */
export function translatedError(error: unknown, t: TFunction): string | null {
  return error instanceof ApiError ? codeText(error.code, error.details, t) : null;
}

/**
 * What to tell the shopper about a failed cart or favourites call: a known code in their language,
 * else the server's message for a 4xx, else 'Something went wrong'.
 */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common.somethingWentWrong');
  return translatedError(error, t) ?? (error.status < 500 ? error.message : t('common.somethingWentWrong'));
}
