import type { ColourName } from '@store/shared/colours';
import type { VariantSeed } from './catalogue-types.ts';

/** Storage tiers of a device, each [label, extra cents], optionally in several colours. */
export function storage(
  tiers: readonly (readonly [string, number])[],
  colours: readonly ColourName[] = [],
  inactive: readonly string[] = [],
): VariantSeed[] {
  const shades: readonly (ColourName | undefined)[] = colours.length ? colours : [undefined];
  return shades.flatMap((color) =>
    tiers.map(([material, extraCents]) => ({
      material,
      extraCents,
      ...(color ? { color } : {}),
      ...(inactive.includes(material) ? { inactive: true } : {}),
    })),
  );
}

/** Clothes and shoes: every colour in every size, same price. */
export function apparel(colours: readonly ColourName[], sizes: readonly string[]): VariantSeed[] {
  return colours.flatMap((color) => sizes.map((size) => ({ color, size, extraCents: 0 })));
}

/** Colour is the only choice. */
export function colourOnly(colours: readonly ColourName[]): VariantSeed[] {
  return colours.map((color) => ({ color, extraCents: 0 }));
}

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const SHOE_SIZES = ['7', '8', '9', '10', '11', '12'] as const;
