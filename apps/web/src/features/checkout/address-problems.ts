import {
  checkoutAddressProblems,
  CHECKOUT_ADDRESS_FIELDS as FIELDS,
  CHECKOUT_ADDRESS_RULES,
  type AddressProblem,
  type CheckoutAddressField,
} from '@store/shared/checkout-address-rules';
import type { AddressChecks } from '../../lib/address-checks.ts';
import { ApiError } from '../../lib/api-client.ts';
import { addressBody, type AddressFields } from './checkout-address.ts';

/**
 * The address form checked with the server's own rules (packages/shared), before the step is left:
 * the server's refusal is never the first word, and its limits are read from the rules, not repeated.
 * The country, state, postcode and phone are checked once their checks are in (lib/address-checks.ts).
 */

type Field = CheckoutAddressField & keyof AddressFields;

export type { AddressProblem };
export type AddressProblems = Partial<Record<Field, AddressProblem>>;

function isField(name: unknown): name is Field {
  return (FIELDS as unknown[]).includes(name);
}

/** Each field's longest value. */
export const ADDRESS_MAX_LENGTH = Object.fromEntries(
  FIELDS.map((name) => [name, CHECKOUT_ADDRESS_RULES[name].max]),
) as Record<Field, number>;

/** The fields the server would refuse, each with its first problem; empty when the address is fine. */
export function addressProblems(
  address: AddressFields,
  checks: AddressChecks | null = null,
): AddressProblems {
  return checkoutAddressProblems(addressBody(address), checks);
}

const SECTIONS = { shippingAddress: 'shipping', billingAddress: 'billing' } as const;

/** 'shippingAddress.country' → the shipping step's country field; null for any other path. */
function fieldAt(path: string): { section: 'shipping' | 'billing'; field: Field } | null {
  const [body, field] = path.trim().split('.');
  if (body !== 'shippingAddress' && body !== 'billingAddress') return null;
  return isField(field) ? { section: SECTIONS[body], field } : null;
}

/**
 * The address field a server refusal names, so it is shown at that field on its own step: from the
 * answer's details when they name one, else from its first "path: message".
 */
export function refusedField(error: unknown): { section: 'shipping' | 'billing'; field: Field } | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR') return null;
  const named = error.details.field ?? error.details.path;
  if (typeof named === 'string') return fieldAt(named);
  return fieldAt(error.message.split(':')[0] ?? '');
}

export type RefusedField = NonNullable<ReturnType<typeof refusedField>>;

/** Problems shown as the shopper types, before any attempt to continue: the value is already wrong. */
const SHOWN_WHILE_TYPING = new Set<AddressProblem['kind']>(['tooLong', 'characters']);

/**
 * The problems to mark: all of them once the shopper tried to continue, else those a value already
 * has while being typed (too long, a forbidden character); and the field a server refusal named.
 */
export function visibleProblems(
  address: AddressFields,
  attempted: boolean,
  refused: Field | null,
  checks: AddressChecks | null = null,
): AddressProblems {
  const all = addressProblems(address, checks);
  const shown: AddressProblems = {};
  for (const field of FIELDS) {
    const problem = all[field];
    if (problem && (attempted || SHOWN_WHILE_TYPING.has(problem.kind))) shown[field] = problem;
  }
  if (refused && !shown[refused]) shown[refused] = all[refused] ?? { kind: 'invalid' };
  return shown;
}

/** The first field to fix, in form order. */
export function firstProblem(problems: AddressProblems): Field | null {
  return FIELDS.find((field) => problems[field]) ?? null;
}
