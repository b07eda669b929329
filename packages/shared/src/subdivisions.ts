/**
 * The states, provinces and territories that postal addresses name in the countries where the post
 * needs one, by the code the post writes ('CA', 'QC', 'NSW': ISO 3166-2 without its country prefix).
 * The API refuses a state outside its country's list; the storefront offers the list as a drop-down
 * and takes the names from its texts (en.json / fr.json, section `subdivisions`). Any other country's
 * state is free text.
 */
export const SUBDIVISIONS: Readonly<Record<string, readonly string[]>> = {
  // The 50 states, the District of Columbia, and the inhabited territories the US Postal Service
  // addresses as states.
  US: (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
    'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI'
  ).split(' '),
  CA: 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '),
  AU: 'ACT NSW NT QLD SA TAS VIC WA'.split(' '),
};

/** The country's list of states, or undefined where the state is free text. */
export function subdivisionsOf(country: string): readonly string[] | undefined {
  return Object.hasOwn(SUBDIVISIONS, country) ? SUBDIVISIONS[country] : undefined;
}
