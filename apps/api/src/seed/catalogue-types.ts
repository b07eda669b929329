import type { ColourName } from '@store/shared/colours';

/** English and French text, in that order. */
export type Pair = readonly [en: string, fr: string];

/** One specification line: name and value, each in English and French. */
export type Spec = readonly [nameEn: string, nameFr: string, valueEn: string, valueFr: string];

/** The illustration drawn for a product (scripts/generate-images.ts has one drawing per kind). */
export const ART_KINDS = [
  'phone',
  'tablet',
  'ereader',
  'smartwatch',
  'powerbank',
  'headphones',
  'earbuds',
  'speaker',
  'laptop',
  'monitor',
  'keyboard',
  'camera',
  'gamepad',
  'tshirt',
  'hoodie',
  'jacket',
  'dress',
  'jeans',
  'sneaker',
  'boot',
  'handbag',
  'sunglasses',
  'cap',
  'watch',
  'scarf',
  'sofa',
  'chair',
  'lamp',
  'cushion',
  'vase',
  'candle',
  'clock',
  'mug',
  'pan',
  'kettle',
  'plant',
  'wateringcan',
  'yogamat',
  'dumbbell',
  'kettlebell',
  'bottle',
  'soccerball',
  'basketball',
  'racket',
  'bicycle',
  'tent',
  'helmet',
  'backpack',
  'serum',
  'creamjar',
  'pumpbottle',
  'tube',
  'perfume',
  'lipstick',
  'nailpolish',
  'palette',
  'toothbrush',
  'hairdryer',
  'book',
  'bookstack',
  'vinyl',
  'boardgame',
  'notebook',
  'turntable',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** One purchasable option of a product; attributes left out do not apply. */
export interface VariantSeed {
  color?: ColourName;
  size?: string;
  /** Storage for devices ("256 GB"), material otherwise; the storefront's storage/material picker. */
  material?: string;
  /** Added to the product price, in cents (storage upgrades cost more). */
  extraCents: number;
  /** Retired options stay in the data, hidden from shoppers. */
  inactive?: boolean;
}

export interface ProductSeed {
  /** Stable key: the product id is stableId('product:' + slug) and its images are named after it. */
  slug: string;
  art: ArtKind;
  /** Main colour of the picture; defaults to the first variant colour, then to a palette pick. */
  tint?: ColourName;
  name: Pair;
  description: Pair;
  details: Pair;
  /** Current price in cents. The original price is derived (see product-rows.ts); the percent off is computed. */
  price: number;
  /** A hand-picked original price (cents) for products the demo promotes; otherwise drawn at random. */
  was?: number;
  specs: readonly Spec[];
  variants?: readonly VariantSeed[];
  featured?: boolean;
  soldOut?: boolean;
}

export interface CategorySeed {
  slug: string;
  name: Pair;
  description: Pair;
  icon: string;
  products: readonly ProductSeed[];
}
