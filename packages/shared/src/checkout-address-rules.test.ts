import { describe, expect, it } from 'vitest';
import {
  addressFieldProblem,
  CHECKOUT_ADDRESS_FIELDS,
  type AddressProblem,
  type CheckoutAddressField,
} from './checkout-address-rules.ts';
import { checkoutAddressSchema } from './schemas/checkout.ts';

const valid: Record<CheckoutAddressField, string> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Analytical Row',
  city: 'London',
  state: 'Greater London',
  zipCode: 'SW1A 1AA',
  country: 'GB',
  phone: '+44 20 7946 0958',
};

/** What the API's schema finds wrong with one field's value, in the page's words. */
function schemaProblem(field: CheckoutAddressField, value: string): AddressProblem | null {
  const result = checkoutAddressSchema.safeParse({ ...valid, [field]: value });
  if (result.success) return null;
  const issue = result.error.issues.find((found) => found.path[0] === field);
  if (!issue) return null;
  if (issue.code === 'invalid_format') return { kind: 'characters' };
  if (issue.code === 'too_big') return { kind: 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return min <= 1 ? { kind: 'required' } : { kind: 'tooShort', min };
  }
  return { kind: 'invalid' };
}

describe('checkout address rules, without zod', () => {
  const samples = ['', ' ', 'A', 'AB', '  AB  ', 'Zoë', 'A\u0007B', 'line\nbreak', 'tab\there'];
  for (const field of CHECKOUT_ADDRESS_FIELDS) {
    it(`give the API schema's answer for ${field}`, () => {
      const values = [...samples, 'x'.repeat(19), 'x'.repeat(20), 'x'.repeat(21), 'x'.repeat(30)];
      for (const length of [31, 50, 51, 60, 61, 100, 101, 200, 201]) values.push('y'.repeat(length));
      for (const value of values) {
        expect(addressFieldProblem(field, value), JSON.stringify(value)).toEqual(schemaProblem(field, value));
      }
    });
  }

  it('require a first name, a street and a city, and a country of two letters at least', () => {
    expect(addressFieldProblem('firstName', '  ')).toEqual({ kind: 'required' });
    expect(addressFieldProblem('lastName', '')).toBeNull();
    expect(addressFieldProblem('country', 'X')).toEqual({ kind: 'tooShort', min: 2 });
    expect(addressFieldProblem('street', 's'.repeat(201))).toEqual({ kind: 'tooLong', max: 200 });
  });
});
