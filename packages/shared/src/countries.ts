/**
 * The countries an address may name: every officially assigned ISO 3166-1 alpha-2 code (249), the
 * API's list and the order of the storefront's country drop-down alike. Names are not kept here: the
 * browser has them in every language (Intl.DisplayNames), so the list costs the checkout page's first
 * load a couple of hundred bytes.
 *
 * Written by first letter, 'ADEF…' standing for AD, AE, AF…: a third of the size of the codes in full.
 */
const BY_FIRST_LETTER =
  'ADEFGILMOQRSTUWXZ BABDEFGHIJLMNOQRSTVWYZ CACDFGHIKLMNORUVWXYZ DEJKMOZ ECEGHRST FIJKMOR ' +
  'GABDEFGHILMNPQRSTUWY HKMNRTU IDELMNOQRST JEMOP KEGHIMNPRWYZ LABCIKRSTUVY ' +
  'MACDEFGHKLMNOPQRSTUVWXYZ NACEFGILOPRUZ OM PAEFGHKLMNRSTWY QA REOSUW ' +
  'SABCDEGHIJKLMNORSTVXYZ TCDFGHJKLMNORTVWZ UAGMSYZ VACEGINU WFS YET ZAMW';

export const COUNTRY_CODES: readonly string[] = BY_FIRST_LETTER.split(' ').flatMap(([first = '', ...rest]) =>
  rest.map((second) => first + second),
);

const KNOWN = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}
