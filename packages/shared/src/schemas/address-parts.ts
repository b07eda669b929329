import type { z } from 'zod';
import {
  addressPartProblems,
  listedState,
  phoneE164,
  postcodeAsWritten,
  type AddressPart,
  type AddressPartProblem,
  type AddressParts,
} from '../address-checks.ts';

/**
 * An address's country, state, postcode and phone checked together (address-checks.ts), for the
 * schemas of what checkout and the address book send:
 *
 *   z.object({ …, country, state, zipCode, phone }).superRefine(checkAddressParts).transform(storedAddressParts)
 *
 * A refusal names the field, with a rule the apps word themselves: a country or state off the list
 * is 'option' (invalid_value), a postcode or phone number that does not fit is 'format'.
 */

const MESSAGES: Record<AddressPartProblem['kind'], string> = {
  country: 'Country must be an ISO 3166-1 alpha-2 code, such as US',
  state: 'State must be one of the country’s state or province codes',
  postcode: 'ZIP code is not valid for the country',
  phone: 'Phone is not a valid phone number for the country',
};

export function checkAddressParts(address: AddressParts, ctx: z.RefinementCtx<AddressParts>): void {
  const problems = addressPartProblems(address);
  for (const [field, problem] of Object.entries(problems) as [AddressPart, AddressPartProblem][]) {
    // A field its own rules refused already (too long…) says so once.
    if (ctx.issues.some((issue) => issue.path?.[0] === field)) continue;
    const message = MESSAGES[problem.kind];
    const input = address[field] ?? '';
    if (problem.kind === 'country' || problem.kind === 'state') {
      ctx.addIssue({ code: 'invalid_value', values: [], path: [field], message, input });
    } else {
      ctx.addIssue({ code: 'invalid_format', format: problem.kind, path: [field], message, input });
    }
  }
}

/** The address as stored: the state as its country's list writes it, the postcode in capitals, the phone in E.164. */
export function storedAddressParts<T extends AddressParts>(address: T): T {
  const { country } = address;
  const phone = address.phone && (phoneE164(country, address.phone) ?? address.phone);
  return {
    ...address,
    state: listedState(country, address.state),
    zipCode: postcodeAsWritten(address.zipCode),
    phone,
  };
}
