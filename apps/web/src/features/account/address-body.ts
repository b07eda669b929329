import type { Address, AddressBody } from '@store/shared/schemas/auth';

/**
 * The body that stores this address again as it is. PUT replaces the whole address, so the contact
 * fields that checkout saves (first and last name, phone) travel along instead of being wiped.
 */
export function addressBodyOf(address: Address): AddressBody {
  return {
    type: address.type,
    street: address.street,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country,
    isDefault: address.isDefault,
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone,
  };
}
