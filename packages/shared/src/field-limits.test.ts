import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from './field-limits.ts';
import { maxLengthAt } from './schema-limits.ts';
import {
  addressBodySchema,
  loginBodySchema,
  profileUpdateSchema,
  registerBodySchema,
} from './schemas/auth.ts';
import { trackOrderQuerySchema } from './schemas/orders.ts';

/** What the storefront's inputs allow is what the API accepts, field by field. */
describe('FIELD_LIMITS', () => {
  it('are the limits the shared schemas check', () => {
    expect({
      email: maxLengthAt(loginBodySchema, 'email'),
      signInPassword: maxLengthAt(loginBodySchema, 'password'),
      personName: maxLengthAt(registerBodySchema, 'firstName'),
      phone: maxLengthAt(profileUpdateSchema, 'phone'),
      avatarUrl: maxLengthAt(profileUpdateSchema, 'avatar'),
      orderNumber: maxLengthAt(trackOrderQuerySchema, 'orderNumber'),
      street: maxLengthAt(addressBodySchema, 'street'),
      city: maxLengthAt(addressBodySchema, 'city'),
      state: maxLengthAt(addressBodySchema, 'state'),
      zipCode: maxLengthAt(addressBodySchema, 'zipCode'),
      country: maxLengthAt(addressBodySchema, 'country'),
    }).toEqual(FIELD_LIMITS);
    expect(maxLengthAt(registerBodySchema, 'lastName')).toBe(FIELD_LIMITS.personName);
    expect(maxLengthAt(addressBodySchema, 'phone')).toBe(FIELD_LIMITS.phone);
    expect(maxLengthAt(trackOrderQuerySchema, 'email')).toBe(FIELD_LIMITS.email);
  });

  it('refuse one character more than the limit', () => {
    const street = 'x'.repeat(FIELD_LIMITS.street);
    const address = { street, city: 'Lyon', state: 'Rhône', zipCode: '69001', country: 'FR' };
    expect(addressBodySchema.safeParse(address).success).toBe(true);
    expect(addressBodySchema.safeParse({ ...address, street: `${street}x` }).success).toBe(false);
  });
});
