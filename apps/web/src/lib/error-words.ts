import { ERROR_CODES, type ErrorCode } from '@store/shared/error-codes';
import {
  isValidationRule,
  type ValidationDetails,
  type ValidationRule,
} from '@store/shared/validation-rules';

/** The numbers and names a server refusal carries in its `details`. */
export type ErrorDetails = Record<string, string | number>;

/**
 * How one app says a server refusal: its own text table (the storefront's apiErrors.*, the panel's
 * errors.*), its field labels and its words for the rules a validation refusal names.
 */
export interface ErrorWords {
  /** The table's text for a key ('SKU_TAKEN', 'FORBIDDEN_PERMISSIONS'); '' when it has none. */
  text: (key: string, values: ErrorDetails) => string;
  /** The label of a field by its name ('zipCode'); '' when the table has none. */
  field: (name: string) => string;
  /** What broke, as a sentence about the field: 'Name must be at most 200 characters'. */
  rule: (rule: ValidationRule, limit: number | undefined, field: string) => string;
  /** Details as the texts show them (a price, permission names…), added to the raw ones. */
  values?: (code: ErrorCode, details: ErrorDetails) => ErrorDetails;
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}

/** The refused field, rule and limit of a VALIDATION_ERROR answer, or null when it carried none. */
export function validationOf(details: ErrorDetails): ValidationDetails | null {
  const { field, rule, limit } = details;
  if (typeof field !== 'string' || !isValidationRule(rule)) return null;
  return { field, rule, ...(typeof limit === 'number' ? { limit } : {}) };
}

/** 'variants.0.sku' → 'sku', 'images.2' → 'images': the name a field's label goes by. */
export function fieldNameOf(path: string): string {
  return (
    path
      .split('.')
      .filter((part) => part !== '' && !/^\d+$/.test(part))
      .pop() ?? path
  );
}

/**
 * The more precise texts of a code, tried before its own: the stock left when some is already in
 * the cart, the permission or role a refused route needs, the size limit of a refused upload.
 */
function variantsOf(code: ErrorCode, details: ErrorDetails): string[] {
  const { inCart, role, permissions, maxBytes } = details;
  if (code === 'INSUFFICIENT_STOCK' && typeof inCart === 'number' && inCart > 0) {
    return ['INSUFFICIENT_STOCK_IN_CART'];
  }
  if (code === 'FORBIDDEN' && role === 'superadmin') return ['FORBIDDEN_SUPERADMIN'];
  if (code === 'FORBIDDEN' && typeof permissions === 'string') return ['FORBIDDEN_PERMISSIONS'];
  if (code === 'PAYLOAD_TOO_LARGE' && typeof maxBytes === 'number') return ['PAYLOAD_TOO_LARGE_MAX'];
  return [];
}

/**
 * A server refusal in the app's language, from its code and details; null for a code the app has no
 * words for, or whose numbers the answer did not carry (a text with a hole helps nobody).
 */
export function wordError(code: string | null, details: ErrorDetails, words: ErrorWords): string | null {
  if (!isErrorCode(code)) return null;
  const values: ErrorDetails = { ...details, ...words.values?.(code, details) };
  const validation = code === 'VALIDATION_ERROR' ? validationOf(details) : null;
  if (validation) {
    const name = fieldNameOf(validation.field);
    values.problem = words.rule(validation.rule, validation.limit, words.field(name) || name);
  }
  for (const key of [...variantsOf(code, details), code]) {
    const text = words.text(key, values);
    if (text && !text.includes('{{')) return text;
  }
  return null;
}
