/**
 * The catalogue's named colours. A variant stores the English name (its `color` column is one text), and
 * that name stays what the cart and the API match on. Each has the shade its products are painted in,
 * which is also its swatch on the product page, so a "Sage" chip matches the sage-green picture, and
 * its French name.
 */
export const COLOURS = {
  Black: { hex: '#22252b', fr: 'Noir' },
  Midnight: { hex: '#1e2a44', fr: 'Bleu nuit' },
  Graphite: { hex: '#4b5058', fr: 'Graphite' },
  Grey: { hex: '#9aa1ab', fr: 'Gris' },
  Silver: { hex: '#d5d9df', fr: 'Argent' },
  White: { hex: '#f4f4f2', fr: 'Blanc' },
  Cream: { hex: '#efe4cf', fr: 'Crème' },
  Beige: { hex: '#d8c3a5', fr: 'Beige' },
  Tan: { hex: '#b98a5e', fr: 'Camel' },
  Brown: { hex: '#7a4f33', fr: 'Marron' },
  Red: { hex: '#d93a3a', fr: 'Rouge' },
  Coral: { hex: '#f27a65', fr: 'Corail' },
  Orange: { hex: '#f08a24', fr: 'Orange' },
  Mustard: { hex: '#d9a62e', fr: 'Moutarde' },
  Yellow: { hex: '#f2cd3c', fr: 'Jaune' },
  Olive: { hex: '#7c8452', fr: 'Olive' },
  Green: { hex: '#2f8f5b', fr: 'Vert' },
  Sage: { hex: '#9db59a', fr: 'Vert sauge' },
  Teal: { hex: '#1d9a94', fr: 'Bleu canard' },
  Sky: { hex: '#6cb4ee', fr: 'Bleu ciel' },
  Blue: { hex: '#2f6fdf', fr: 'Bleu' },
  Navy: { hex: '#233a6b', fr: 'Bleu marine' },
  Lavender: { hex: '#b7a6e8', fr: 'Lavande' },
  Purple: { hex: '#7a4cc2', fr: 'Violet' },
  Pink: { hex: '#f2a7c3', fr: 'Rose' },
  Rose: { hex: '#d9768f', fr: 'Vieux rose' },
  Gold: { hex: '#d4b26a', fr: 'Doré' },
} as const;

export type ColourName = keyof typeof COLOURS;
export interface Colour {
  hex: string;
  fr: string;
}

// Shops type colour names in any case, and American spelling for one of them.
const BY_LOWER_NAME = new Map<string, Colour>([
  ...Object.entries(COLOURS).map(([name, colour]): [string, Colour] => [name.toLowerCase(), colour]),
  ['gray', COLOURS.Grey],
]);

/** The catalogue colour a variant value names, whatever its case; undefined for any other value. */
export function findColour(value: string): Colour | undefined {
  return BY_LOWER_NAME.get(value.toLowerCase());
}
