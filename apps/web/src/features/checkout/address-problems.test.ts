import * as checks from '@store/shared/address-checks';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { ADDRESS_MAX_LENGTH, addressProblems, refusedField, visibleProblems } from './address-problems.ts';
import { EMPTY_ADDRESS } from './checkout-address.ts';

const filled = { ...EMPTY_ADDRESS, firstName: 'Ada', street: '12 Analytical Row', city: 'London' };

describe('checkout address checks (the server’s own schema, before leaving the step)', () => {
  it('finds nothing wrong with a complete address', () => {
    expect(addressProblems(filled)).toEqual({});
  });

  it('marks the required fields left blank', () => {
    expect(addressProblems(EMPTY_ADDRESS)).toEqual({
      firstName: { kind: 'required' },
      street: { kind: 'required' },
      city: { kind: 'required' },
    });
  });

  it('counts a value of spaces alone as blank', () => {
    expect(addressProblems({ ...filled, street: '  ' })).toEqual({ street: { kind: 'required' } });
  });

  it('refuses on the form the country, state, postcode and phone the server would refuse', () => {
    expect(addressProblems({ ...filled, country: 'Narnia' }, checks)).toEqual({
      country: { kind: 'country' },
    });
    expect(
      addressProblems({ ...filled, state: 'California', zipCode: '9411', phone: 'call me maybe' }, checks),
    ).toEqual({ state: { kind: 'state' }, zipCode: { kind: 'postcode' }, phone: { kind: 'phone' } });
    expect(
      addressProblems({ ...filled, state: 'CA', zipCode: '94110', phone: '(415) 555-0123' }, checks),
    ).toEqual({});
  });

  it('checks those only once their code is in, and the required fields at once', () => {
    expect(addressProblems({ ...filled, country: 'Narnia', phone: 'call me maybe' })).toEqual({});
    expect(addressProblems({ ...EMPTY_ADDRESS, phone: 'call me maybe' })).toMatchObject({
      firstName: { kind: 'required' },
    });
  });

  it('marks a bad postcode once the shopper tried to continue, not while it is typed', () => {
    const typing = { ...filled, zipCode: '941' };
    expect(visibleProblems(typing, false, null, checks)).toEqual({});
    expect(visibleProblems(typing, true, null, checks)).toEqual({ zipCode: { kind: 'postcode' } });
    // A field the server refused is marked with the same words the page would have used.
    expect(visibleProblems(typing, false, 'zipCode', checks)).toEqual({ zipCode: { kind: 'postcode' } });
  });

  it('refuses a control character in a name', () => {
    expect(addressProblems({ ...filled, firstName: 'A\u0007da' })).toEqual({
      firstName: { kind: 'characters' },
    });
  });

  it('refuses a name over 50 characters instead of cutting it', () => {
    expect(ADDRESS_MAX_LENGTH.firstName).toBe(50);
    expect(ADDRESS_MAX_LENGTH.lastName).toBe(50);
    expect(addressProblems({ ...filled, lastName: 'L'.repeat(51) })).toEqual({
      lastName: { kind: 'tooLong', max: 50 },
    });
    expect(addressProblems({ ...filled, lastName: 'L'.repeat(50) })).toEqual({});
  });
});

describe('a server refusal naming an address field', () => {
  const refusal = (error: string, details: Record<string, string | number> = {}) =>
    new ApiError(error, 400, 'VALIDATION_ERROR', details);

  it('is placed at that field of its own step', () => {
    expect(
      refusedField(
        refusal(
          'shippingAddress.country: Too small: expected string to have >=2 characters; billingAddress.country: Too small',
        ),
      ),
    ).toEqual({ section: 'shipping', field: 'country' });
    expect(refusedField(refusal('billingAddress.firstName: must not contain control characters'))).toEqual({
      section: 'billing',
      field: 'firstName',
    });
  });

  it('reads the field from the answer’s details when it names one', () => {
    expect(refusedField(refusal('Invalid request', { field: 'billingAddress.city' }))).toEqual({
      section: 'billing',
      field: 'city',
    });
  });

  it('is not about an address otherwise', () => {
    expect(refusedField(refusal('cartId: must be a 24-character hex id'))).toBeNull();
    expect(refusedField(new ApiError('Your cart is empty', 400, 'CART_EMPTY'))).toBeNull();
    expect(refusedField(new Error('offline'))).toBeNull();
  });
});
