import type { Language } from './constants.ts';

/**
 * A country's name in a language, from the runtime's own tables (Intl.DisplayNames, in browsers and in
 * Node): the shop keeps only the codes (countries.ts), and this needs not even their list.
 */

const displayNames = new Map<Language, Intl.DisplayNames>();

/** Two capitals, the shape of a code; an address saved before countries were codes has a name instead. */
const CODE = /^[A-Z]{2}$/;

/** 'DE' → 'Germany', 'Allemagne'; a value that is no code ('United Kingdom') as it is. */
export function countryName(code: string, language: Language): string {
  if (!CODE.test(code)) return code;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? code;
}
