import type { Address, AddressBody } from '@store/shared/schemas/auth';
import type { AddressChecks } from '../../lib/address-checks.ts';

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

/**
 * The phone an address keeps when the book's form, which does not show it, saves the address: in
 * E.164 as read in the country it was saved with (a new country must not misread a national number),
 * or none when it is no valid number at all (saved before numbers were checked; the shopper could not
 * fix it here). Without the checks (offline) it travels as it is, and the server decides.
 */
export function keptPhone(
  phone: string | null | undefined,
  savedCountry: string,
  checks: AddressChecks | null,
): string | null | undefined {
  if (!phone || !checks) return phone;
  return checks.phoneE164(savedCountry, phone);
}
