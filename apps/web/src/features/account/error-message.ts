import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** Server error codes with a fixed text, which the UI shows in the shopper's language. */
const TRANSLATED_CODES = [
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_DISABLED',
  'EMAIL_TAKEN',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD',
  'SAME_PASSWORD',
  'RATE_LIMITED',
  'ADDRESS_NOT_FOUND',
] as const;
type TranslatedCode = (typeof TRANSLATED_CODES)[number];

function isTranslated(code: string | null): code is TranslatedCode {
  return (TRANSLATED_CODES as readonly (string | null)[]).includes(code);
}

export type ErrorSource =
  | { kind: 'known'; code: TranslatedCode }
  | { kind: 'server'; text: string }
  | { kind: 'fallback' }
  | { kind: 'unexpected' };

/**
 * Where a failure's text comes from (storefront §8): the server's `error` when it sent one (in the
 * shopper's language for the known codes), the caller's fallback when the answer had none (a proxy
 * page), and 'Something went wrong' for anything that is not an API answer at all.
 */
export function errorSource(error: unknown): ErrorSource {
  if (!(error instanceof ApiError)) return { kind: 'unexpected' };
  if (isTranslated(error.code)) return { kind: 'known', code: error.code };
  // A JSON error always carries a code; without one the message is only 'HTTP error! status: …'.
  if (error.code !== null && error.message) return { kind: 'server', text: error.message };
  return { kind: 'fallback' };
}

/** The text to show for a failed account call. */
export function errorMessage(
  error: unknown,
  t: TFunction,
  fallback: string,
  unexpected: string = fallback,
): string {
  const source = errorSource(error);
  switch (source.kind) {
    case 'known':
      return t(`auth.serverErrors.${source.code}`);
    case 'server':
      return source.text;
    case 'fallback':
      return fallback;
    case 'unexpected':
      return unexpected;
  }
}
