import type { TFunction } from '../i18n/translator.ts';
import { ApiError } from './api-client.ts';
import { translatedError } from './api-error-text.ts';

/**
 * The text to show for a failed call (storefront §8: the server's text is preferred): a known server
 * code in the shopper's language, else the server's own `error` text, the caller's fallback when the
 * answer had none (a proxy page), and `unexpected` for anything that is not an API answer at all.
 */
export function errorMessage(
  error: unknown,
  t: TFunction,
  fallback: string,
  unexpected: string = fallback,
): string {
  if (!(error instanceof ApiError)) return unexpected;
  const known = translatedError(error, t);
  if (known) return known;
  // A JSON error always carries a code; without one the message is only 'HTTP error! status: …'.
  return error.code !== null && error.message ? error.message : fallback;
}
