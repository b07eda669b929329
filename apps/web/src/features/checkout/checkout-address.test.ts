import { describe, expect, it } from 'vitest';
import type { Address, User } from '@store/shared/schemas/auth';
import {
  EMPTY_ADDRESS,
  addressBody,
  defaultAddress,
  prefilledAddress,
  savedAddressFields,
} from './checkout-address.ts';

const address = (overrides: Partial<Address>): Address => ({
  _id: 'a1',
  id: 'a1',
  type: 'home',
  firstName: null,
  lastName: null,
  phone: null,
  street: '1 First Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'US',
  isDefault: false,
  ...overrides,
});

const user = (addresses: Address[]): User => ({
  _id: 'u1',
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  phone: '+1 555 0100',
  dateOfBirth: null,
  gender: null,
  avatar: null,
  role: 'user',
  permissions: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  addresses,
  preferences: { language: 'en', newsletter: true, notifications: { email: true, sms: false } },
});

describe('the shipping form of checkout (storefront §5)', () => {
  it('starts from the default address, else the first saved one, with the account’s name and phone', () => {
    const first = address({ _id: 'a1', street: '1 First Street' });
    const chosen = address({ _id: 'a2', street: '2 Default Road', isDefault: true, firstName: 'Grace' });
    expect(prefilledAddress(user([first, chosen]))).toMatchObject({
      firstName: 'Grace',
      lastName: 'Lovelace',
      street: '2 Default Road',
      phone: '+1 555 0100',
    });
    expect(prefilledAddress(user([first]))).toMatchObject({ firstName: 'Ada', street: '1 First Street' });
  });

  it('has a blank form in the US for a customer without addresses', () => {
    expect(prefilledAddress(user([]))).toEqual({
      ...EMPTY_ADDRESS,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 555 0100',
    });
  });

  it('fills the form with any saved address chosen, the account’s name where it has none (issue 22)', () => {
    const home = address({ _id: 'a1', isDefault: true });
    const work = address({
      _id: 'a2',
      type: 'work',
      street: '5 Office Park',
      country: '',
      lastName: 'Byron',
    });
    expect(defaultAddress(user([work, home]))).toBe(home);
    expect(savedAddressFields(user([home, work]), work)).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      street: '5 Office Park',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'US',
      phone: '+1 555 0100',
    });
  });

  it('sends trimmed values, and US for a country left blank', () => {
    expect(addressBody({ ...EMPTY_ADDRESS, firstName: ' Ada ', country: ' ' })).toMatchObject({
      firstName: 'Ada',
      country: 'US',
    });
  });
});
