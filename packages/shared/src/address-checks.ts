import parsePhoneNumber, { isSupportedCountry } from 'libphonenumber-js/min';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { isCountryCode } from './countries.ts';
import { subdivisionsOf } from './subdivisions.ts';

/**
 * What an address's parts must be together, beyond each field's own rules (required, length): a
 * country of the ISO list, a state of its country's list where it has one, a postcode of the
 * country's format (postcode-validator) and a phone number that can be dialled (libphonenumber-js).
 * The API's schemas (schemas/address-parts.ts) and the storefront's forms ask these same functions.
 *
 * The storefront loads this module only when it checks an address (lib/address-checks.ts): the phone
 * numbering plans weigh about 30 KB gzip. libphonenumber-js's `min` metadata checks a number's length
 * and prefixes, not every digit pattern: enough to refuse what cannot be dialled, at half the weight
 * of the full plans.
 */

export type AddressPartProblem =
  { kind: 'country' } | { kind: 'state' } | { kind: 'postcode' } | { kind: 'phone' };

/** The fields these checks read; an address book's entry may leave the phone out. */
export interface AddressParts {
  country: string;
  state: string;
  zipCode: string;
  phone?: string | null;
}

export type AddressPart = keyof AddressParts;

/** The state as the list writes it ('qc' → 'QC') where the country has a list; else as typed. */
export function listedState(country: string, state: string): string {
  const value = state.trim();
  const upper = value.toUpperCase();
  return subdivisionsOf(country)?.includes(upper) ? upper : value;
}

/** The postcode as the post writes it: letters in capitals ('sw1a 1aa' → 'SW1A 1AA'). */
export function postcodeAsWritten(postcode: string): string {
  return postcode.trim().toUpperCase();
}

/**
 * The number in E.164 ('+14155550123'), a national one read as dialled in the address's country;
 * null when it is not a valid number. One with an extension is refused too: E.164 cannot hold it.
 */
export function phoneE164(country: string, phone: string): string | null {
  const parsed = parsePhoneNumber(phone, isSupportedCountry(country) ? country : undefined);
  return parsed?.isValid() && !parsed.ext ? parsed.number : null;
}

/** Empty stays allowed: a state is only required where a form says so (storefront §5). */
function stateFits(country: string, state: string): boolean {
  const list = subdivisionsOf(country);
  return !list || state.trim() === '' || list.includes(listedState(country, state));
}

/** An empty postcode, or one of a country postcode-validator does not know, is accepted. */
function postcodeFits(country: string, postcode: string): boolean {
  const value = postcodeAsWritten(postcode);
  if (value === '' || !postcodeValidatorExistsForCountry(country)) return true;
  return postcodeValidator(value, country);
}

/**
 * What is wrong with each part; empty when nothing is. An unknown country is the only problem
 * reported, since the other checks depend on it.
 */
export function addressPartProblems(address: AddressParts): Partial<Record<AddressPart, AddressPartProblem>> {
  const country = address.country.trim().toUpperCase();
  if (!isCountryCode(country)) return { country: { kind: 'country' } };
  const problems: Partial<Record<AddressPart, AddressPartProblem>> = {};
  if (!stateFits(country, address.state)) problems.state = { kind: 'state' };
  if (!postcodeFits(country, address.zipCode)) problems.zipCode = { kind: 'postcode' };
  const phone = address.phone?.trim() ?? '';
  if (phone !== '' && phoneE164(country, phone) === null) problems.phone = { kind: 'phone' };
  return problems;
}
