import type * as AddressChecks from './address-checks.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { SINGLE_LINE } from './text-rules.ts';

/**
 * The rules of a checkout address's fields, in plain code: the API's schema (schemas/checkout.ts)
 * is built on them, and the checkout page checks a form with `checkoutAddressProblems` before leaving
 * a step, without loading zod. A test holds the two to the same answers.
 */
export const CHECKOUT_ADDRESS_RULES = {
  firstName: { min: 1, max: FIELD_LIMITS.personName },
  lastName: { min: 0, max: FIELD_LIMITS.personName },
  street: { min: 1, max: FIELD_LIMITS.street },
  city: { min: 1, max: FIELD_LIMITS.city },
  state: { min: 0, max: FIELD_LIMITS.state },
  zipCode: { min: 0, max: FIELD_LIMITS.zipCode },
  // A code of the list (address-checks.ts); the length only bounds what is read before looking it up.
  country: { min: 1, max: FIELD_LIMITS.country },
  phone: { min: 0, max: FIELD_LIMITS.phone },
} as const satisfies Record<string, { min: number; max: number }>;

export type CheckoutAddressField = keyof typeof CHECKOUT_ADDRESS_RULES;

export const CHECKOUT_ADDRESS_FIELDS = Object.keys(CHECKOUT_ADDRESS_RULES) as CheckoutAddressField[];

/**
 * What is wrong with one field's value: its own rules, then those of the address's parts together
 * (country, state, postcode, phone); `invalid` is what the API refused for another reason.
 */
export type AddressProblem =
  | { kind: 'required' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'characters' }
  | AddressChecks.AddressPartProblem
  | { kind: 'invalid' };

/** The first thing wrong with a field's value, in the schema's order; null when it is fine. */
export function addressFieldProblem(field: CheckoutAddressField, value: string): AddressProblem | null {
  const { min, max } = CHECKOUT_ADDRESS_RULES[field];
  if (!SINGLE_LINE.test(value)) return { kind: 'characters' };
  const length = value.trim().length;
  if (length < min) return min <= 1 ? { kind: 'required' } : { kind: 'tooShort', min };
  if (length > max) return { kind: 'tooLong', max };
  return null;
}

/**
 * Every field's first problem, as the API's schema finds them; empty when the address is fine. The
 * country, state, postcode and phone are checked together only with `checks` (address-checks.ts),
 * which the storefront loads when it needs them: this module stays light enough for a first load.
 */
export function checkoutAddressProblems(
  address: Record<CheckoutAddressField, string>,
  checks: typeof AddressChecks | null,
): Partial<Record<CheckoutAddressField, AddressProblem>> {
  const problems: Partial<Record<CheckoutAddressField, AddressProblem>> = {};
  for (const field of CHECKOUT_ADDRESS_FIELDS) {
    const problem = addressFieldProblem(field, address[field]);
    if (problem) problems[field] = problem;
  }
  return { ...checks?.addressPartProblems(address), ...problems };
}
