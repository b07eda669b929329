import { DEFAULT_COUNTRY } from '@store/shared/constants';
import type { Address, User } from '@store/shared/schemas/auth';
import type { CheckoutAddressInput, REQUIRED_ADDRESS_FIELDS } from '@store/shared/schemas/checkout';

/** An address form's values as typed (storefront §3: checkout addresses carry names and phone). */
export interface AddressFields {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
}

export const EMPTY_ADDRESS: AddressFields = {
  firstName: '',
  lastName: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
  phone: '',
};

/**
 * Storefront §5: first name, street and city. The shared module's list is checked against this one by
 * type only: importing its value would bring zod into the storefront's chunks.
 */
export const REQUIRED_FIELDS = [
  'firstName',
  'street',
  'city',
] as const satisfies typeof REQUIRED_ADDRESS_FIELDS;

/** The address checkout starts from (storefront §5): the user's default one, else the first saved one. */
export function defaultAddress(user: User): Address | undefined {
  return user.addresses.find((address) => address.isDefault) ?? user.addresses[0];
}

/**
 * The form filled with a saved address, or blank without one. The address book's own form has no name
 * or phone, so an address saved there takes the account's.
 */
export function savedAddressFields(user: User, saved: Address | undefined): AddressFields {
  return {
    firstName: saved?.firstName ?? user.firstName,
    lastName: saved?.lastName ?? user.lastName,
    street: saved?.street ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    zipCode: saved?.zipCode ?? '',
    country: saved?.country || DEFAULT_COUNTRY,
    phone: saved?.phone ?? user.phone ?? '',
  };
}

/** Storefront §5: the default address, else the first saved one, else a blank form with their name. */
export function prefilledAddress(user: User): AddressFields {
  return savedAddressFields(user, defaultAddress(user));
}

/** The address as the API takes it (a CheckoutAddressInput): trimmed, a blank country back to the default. */
export function addressBody(address: AddressFields): AddressFields & CheckoutAddressInput {
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    street: address.street.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zipCode: address.zipCode.trim(),
    country: address.country.trim() || DEFAULT_COUNTRY,
    phone: address.phone.trim(),
  };
}
