import type { Language } from '@store/shared/constants';
import { COUNTRY_CODES } from '@store/shared/countries';
import { countryName } from '@store/shared/country-names';

export interface CountryOption {
  value: string;
  label: string;
}

const optionLists = new Map<Language, readonly CountryOption[]>();

/** Every country, named in the language and in its alphabetical order ('Égypte' among the E's in French). */
export function countryOptions(language: Language): readonly CountryOption[] {
  let options = optionLists.get(language);
  if (!options) {
    const { compare } = new Intl.Collator(language);
    options = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort(
      (a, b) => compare(a.label, b.label),
    );
    optionLists.set(language, options);
  }
  return options;
}
