import { z } from 'zod';
import { checkoutAddressSchema } from '@store/shared/schemas/checkout';
import { ApiError } from '../../lib/api-client.ts';
import { addressBody, type AddressFields } from './checkout-address.ts';

/**
 * The address form checked with the server's own schema (packages/shared), before the step is left:
 * the server's refusal is never the first word, and its limits are read from the schema, not repeated.
 * This module brings zod into the checkout's chunk only.
 */

type Field = keyof AddressFields;

/** What is wrong with one field, worded by the page (checkout.fieldErrors.*). */
export type AddressProblem =
  | { kind: 'required' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'characters' }
  | { kind: 'invalid' };
export type AddressProblems = Partial<Record<Field, AddressProblem>>;

const FIELDS = Object.keys(checkoutAddressSchema.shape) as Field[];

function isField(name: unknown): name is Field {
  return (FIELDS as unknown[]).includes(name);
}

/** The string schema under a field's default ('' or 'US'). */
function stringSchema(schema: z.ZodType): z.ZodString | null {
  if (schema instanceof z.ZodDefault) return stringSchema(schema.unwrap() as z.ZodType);
  return schema instanceof z.ZodString ? schema : null;
}

/** Each field's longest value, from the schema. */
export const ADDRESS_MAX_LENGTH = Object.fromEntries(
  FIELDS.map((name) => [name, stringSchema(checkoutAddressSchema.shape[name])?.maxLength ?? 0]),
) as Record<Field, number>;

function problemOf(issue: z.core.$ZodIssue): AddressProblem {
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return min <= 1 ? { kind: 'required' } : { kind: 'tooShort', min };
  }
  if (issue.code === 'too_big') return { kind: 'tooLong', max: Number(issue.maximum) };
  // The only pattern these fields have is the one that refuses control characters.
  if (issue.code === 'invalid_format') return { kind: 'characters' };
  return { kind: 'invalid' };
}

/** The fields the server would refuse, each with its first problem; empty when the address is fine. */
export function addressProblems(address: AddressFields): AddressProblems {
  const result = checkoutAddressSchema.safeParse(addressBody(address));
  if (result.success) return {};
  const problems: AddressProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !problems[field]) problems[field] = problemOf(issue);
  }
  return problems;
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
): AddressProblems {
  const all = addressProblems(address);
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
