import type { TFunction } from '../i18n/translator.ts';
import { formatPrice } from '@store/shared/money';
import type en from '../i18n/en.json';
import { ApiError } from './api-client.ts';
import type { ErrorDetails, ErrorWords } from './error-words.ts';
import { errorWording } from './error-wording.ts';

type ApiErrorKey = keyof typeof en.apiErrors;
type FieldKey = keyof typeof en.validation.field;

/**
 * The storefront's words for server refusals: apiErrors.* and validation.* of en.json / fr.json.
 * Prices come as dollars in the details and show as the shop writes them.
 */
function storefrontWords(t: TFunction): ErrorWords {
  return {
    text: (key, values) => t(`apiErrors.${key as ApiErrorKey}`, { ...values, defaultValue: '' }),
    field: (name) => t(`validation.field.${name as FieldKey}`, { defaultValue: '' }),
    rule: (rule, limit, field) => t(`validation.rule.${rule}`, { field, limit, count: limit }),
    values: (_code, { minimum }): ErrorDetails =>
      typeof minimum === 'number' ? { minimum: formatPrice(minimum) } : {},
  };
}

/**
 * A server code in the UI language, with its numbers (stock left, a minimum in dollars, the field a
 * validation refusal names…); null for a code the UI has no words for, or whose numbers the answer
 * did not carry (the server's own words then say it better than a sentence with a hole).
 */
export function codeText(code: string | null, details: ErrorDetails, t: TFunction): string | null {
  return errorWording()?.wordError(code, details, storefrontWords(t)) ?? null;
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
