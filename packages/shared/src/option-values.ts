import type { Language } from './constants.ts';

/**
 * French names of the catalogue's colours. A variant stores one English value, and that value stays
 * what the cart and the API match on; only the words a shopper reads are translated.
 */
export const COLOUR_NAMES_FR = {
  Black: 'Noir',
  Midnight: 'Bleu nuit',
  Graphite: 'Graphite',
  Grey: 'Gris',
  Silver: 'Argent',
  White: 'Blanc',
  Cream: 'Crème',
  Beige: 'Beige',
  Tan: 'Camel',
  Brown: 'Marron',
  Red: 'Rouge',
  Coral: 'Corail',
  Orange: 'Orange',
  Mustard: 'Moutarde',
  Yellow: 'Jaune',
  Olive: 'Olive',
  Green: 'Vert',
  Sage: 'Vert sauge',
  Teal: 'Bleu canard',
  Sky: 'Bleu ciel',
  Blue: 'Bleu',
  Navy: 'Bleu marine',
  Lavender: 'Lavande',
  Purple: 'Violet',
  Pink: 'Rose',
  Rose: 'Vieux rose',
  Gold: 'Doré',
} as const;

/** French symbols of byte units: a French shop sells '256 Go', not '256 GB'. */
const BYTE_UNITS_FR: Readonly<Record<string, string>> = { KB: 'Ko', MB: 'Mo', GB: 'Go', TB: 'To' };

function isKnownColour(value: string): value is keyof typeof COLOUR_NAMES_FR {
  return Object.hasOwn(COLOUR_NAMES_FR, value);
}

/**
 * How a variant option value reads in a language: known colour names and byte units are translated,
 * anything else (sizes, a name the shop typed itself) shows as stored.
 */
export function optionValueLabel(value: string, lang: Language): string {
  if (lang === 'en') return value;
  if (isKnownColour(value)) return COLOUR_NAMES_FR[value];
  return value.replace(/\b(\d+(?:[.,]\d+)?)\s?(KB|MB|GB|TB)\b/g, (_, size: string, unit: string) => {
    return `${size.replace('.', ',')} ${BYTE_UNITS_FR[unit] ?? unit}`;
  });
}
