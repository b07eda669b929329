import { findColour } from './colours.ts';
import type { Language } from './constants.ts';

/** French symbols of byte units: a French shop sells '256 Go', not '256 GB'. */
const BYTE_UNITS_FR: Readonly<Record<string, string>> = { KB: 'Ko', MB: 'Mo', GB: 'Go', TB: 'To' };

/**
 * How a variant option value reads in a language. The stored value stays what the cart and the API
 * match on; only the words a shopper reads change: catalogue colour names and byte units are
 * translated, anything else (sizes, a name the shop typed itself) shows as stored.
 */
export function optionValueLabel(value: string, lang: Language): string {
  if (lang === 'en') return value;
  const colour = findColour(value);
  if (colour) return colour.fr;
  return value.replace(/\b(\d+(?:[.,]\d+)?)\s?(KB|MB|GB|TB)\b/g, (_, size: string, unit: string) => {
    return `${size.replace('.', ',')} ${BYTE_UNITS_FR[unit] ?? unit}`;
  });
}
