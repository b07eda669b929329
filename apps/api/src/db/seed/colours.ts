/**
 * Named colours of the demo catalogue. Variants store the English name (the `color` column is one
 * text); the image generator paints each product in the same colours, so a "Sage" variant shows a
 * sage-green picture. Their French names live with the shared option labels (option-values.ts).
 */
export const COLOURS = {
  Black: '#22252b',
  Midnight: '#1e2a44',
  Graphite: '#4b5058',
  Grey: '#9aa1ab',
  Silver: '#d5d9df',
  White: '#f4f4f2',
  Cream: '#efe4cf',
  Beige: '#d8c3a5',
  Tan: '#b98a5e',
  Brown: '#7a4f33',
  Red: '#d93a3a',
  Coral: '#f27a65',
  Orange: '#f08a24',
  Mustard: '#d9a62e',
  Yellow: '#f2cd3c',
  Olive: '#7c8452',
  Green: '#2f8f5b',
  Sage: '#9db59a',
  Teal: '#1d9a94',
  Sky: '#6cb4ee',
  Blue: '#2f6fdf',
  Navy: '#233a6b',
  Lavender: '#b7a6e8',
  Purple: '#7a4cc2',
  Pink: '#f2a7c3',
  Rose: '#d9768f',
  Gold: '#d4b26a',
} as const;

export type ColourName = keyof typeof COLOURS;
