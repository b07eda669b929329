/**
 * The rules a VALIDATION_ERROR answer names in its `details` (`{ field, rule, limit? }`), so each app
 * words a refusal in its own language with the field's own label. `limit` is the number the rule
 * compares with: a length, a count, a bound, a number of decimals.
 */
export const VALIDATION_RULES = [
  /** Absent, or an empty text where one is needed. */
  'required',
  /** Text longer than `limit` characters, or shorter. */
  'max_length',
  'min_length',
  /** A list with more than `limit` items, or fewer. */
  'max_items',
  'min_items',
  /** A number (or date) above `limit` or below it; `gt`/`lt` when the bound itself is excluded. */
  'max',
  'min',
  'gt',
  'lt',
  'integer',
  /** More than `limit` decimals. */
  'decimals',
  /** Not a multiple of `limit`. */
  'multiple_of',
  'email',
  'url',
  'control_characters',
  /** Not in the expected shape (a pattern, a date…). */
  'format',
  /** Not one of the values offered. */
  'option',
  /** A value of the wrong kind (text for a number…). */
  'type',
  /** A field the request may not carry. */
  'unknown_field',
  /** Any other check. */
  'invalid',
] as const;

export type ValidationRule = (typeof VALIDATION_RULES)[number];

/** The machine-readable part of a VALIDATION_ERROR answer: its first broken rule. */
export interface ValidationDetails {
  /** The field's path in the request: 'name', 'variants.0.sku', 'limit'. */
  field: string;
  rule: ValidationRule;
  limit?: number;
}

export function isValidationRule(value: unknown): value is ValidationRule {
  return typeof value === 'string' && (VALIDATION_RULES as readonly string[]).includes(value);
}
