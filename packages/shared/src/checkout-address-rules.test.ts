import { describe, expect, it } from 'vitest';
import * as checks from './address-checks.ts';
import {
  addressFieldProblem,
  checkoutAddressProblems,
  CHECKOUT_ADDRESS_FIELDS,
  type AddressProblem,
  type CheckoutAddressField,
} from './checkout-address-rules.ts';
import { checkoutAddressSchema } from './schemas/checkout.ts';

type Address = Record<CheckoutAddressField, string>;

const london: Address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Analytical Row',
  city: 'London',
  state: 'Greater London',
  zipCode: 'SW1A 1AA',
  country: 'GB',
  phone: '+44 20 7946 0958',
};
const sanFrancisco: Address = {
  ...london,
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94110',
  country: 'US',
  phone: '(415) 555-0123',
};

/** What the API's schema finds wrong with one field's value, in the page's words. */
function schemaProblem(address: Address, field: CheckoutAddressField): AddressProblem | null {
  const result = checkoutAddressSchema.safeParse(address);
  if (result.success) return null;
  const issue = result.error.issues.find((found) => found.path[0] === field);
  if (!issue) return null;
  if (issue.code === 'invalid_format') {
    if (issue.format === 'postcode') return { kind: 'postcode' };
    if (issue.format === 'phone') return { kind: 'phone' };
    return { kind: 'characters' };
  }
  if (issue.code === 'invalid_value') return { kind: field === 'state' ? 'state' : 'country' };
  if (issue.code === 'too_big') return { kind: 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return min <= 1 ? { kind: 'required' } : { kind: 'tooShort', min };
  }
  return { kind: 'invalid' };
}

describe('checkout address rules, without zod', () => {
  const samples = ['', ' ', 'A', 'AB', '  AB  ', 'Zoë', 'A\u0007B', 'line\nbreak', 'tab\there'];
  const lengths = [19, 20, 21, 30, 31, 50, 51, 60, 61, 100, 101, 200, 201];
  // Values the country, state, postcode and phone checks answer differently.
  const parts = ['US', 'us', 'GB', 'FR', 'Narnia', 'CA', 'ca', 'QC', 'California', '94110', '9411', 'N1 9GU'];
  const phones = ['+1 415 555 0123', '020 7946 0958', 'call me maybe', '555-0100'];
  for (const base of [london, sanFrancisco]) {
    for (const field of CHECKOUT_ADDRESS_FIELDS) {
      it(`give the API schema's answer for ${field} in ${base.country}`, () => {
        const values = [...samples, ...parts, ...phones, ...lengths.map((length) => 'y'.repeat(length))];
        for (const value of values) {
          const address = { ...base, [field]: value };
          expect(checkoutAddressProblems(address, checks)[field] ?? null, JSON.stringify(value)).toEqual(
            schemaProblem(address, field),
          );
        }
      });
    }
  }

  it('require a first name, a street and a city; a country, state, postcode and phone that fit', () => {
    expect(addressFieldProblem('firstName', '  ')).toEqual({ kind: 'required' });
    expect(addressFieldProblem('lastName', '')).toBeNull();
    expect(addressFieldProblem('street', 's'.repeat(201))).toEqual({ kind: 'tooLong', max: 200 });
    expect(checkoutAddressProblems({ ...london, country: 'X' }, checks)).toEqual({
      country: { kind: 'country' },
    });
    expect(
      checkoutAddressProblems({ ...sanFrancisco, state: 'ZZ', zipCode: '9411', phone: '12' }, checks),
    ).toEqual({ state: { kind: 'state' }, zipCode: { kind: 'postcode' }, phone: { kind: 'phone' } });
  });

  it('leave the country, state, postcode and phone to the checks the page loads later', () => {
    expect(checkoutAddressProblems({ ...london, country: 'Narnia', phone: 'call me maybe' }, null)).toEqual(
      {},
    );
    expect(checkoutAddressProblems({ ...london, firstName: '' }, null)).toEqual({
      firstName: { kind: 'required' },
    });
  });
});
