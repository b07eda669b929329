import type { ColourName } from '@store/shared/colours';
import type { ArtKind, ProductSeed } from './catalogue-types.ts';
import { hash32 } from './prng.ts';

/**
 * Which pictures a demo product has. Shared by the seed (the URLs it stores) and by
 * scripts/generate-images.ts (the files it draws), so the two cannot drift apart.
 */

/** How an illustration is framed: the main shot and three alternative views. */
export type ArtView = 'main' | 'angle' | 'closeup' | 'stage';

export interface ProductPicture {
  /** Path under apps/web/public, also the URL the storefront loads. */
  url: string;
  art: ArtKind;
  colour: ColourName;
  view: ArtView;
  /** Seeds the background and details so two products of one kind still look different. */
  seed: number;
}

const EXTRA_VIEWS: readonly ArtView[] = ['angle', 'closeup', 'stage'];

export const PRODUCT_IMAGE_DIR = '/images/products';

/** The product's colours: its variant colours in order, else its tint. */
export function productColours(p: ProductSeed): ColourName[] {
  const fromVariants = [...new Set((p.variants ?? []).flatMap((v) => (v.color ? [v.color] : [])))];
  if (fromVariants.length) return fromVariants;
  return [p.tint ?? 'Graphite'];
}

/** The main picture first, then 1–3 extra views (other colours when the product has them). */
export function productPictures(p: ProductSeed): ProductPicture[] {
  const colours = productColours(p);
  const seed = hash32(p.slug);
  const extras = Math.max(1 + (seed % 3), Math.min(3, colours.length - 1));
  const main: ProductPicture = {
    url: `${PRODUCT_IMAGE_DIR}/${p.slug}.svg`,
    art: p.art,
    colour: colours[0] ?? 'Graphite',
    view: 'main',
    seed,
  };
  const more = Array.from({ length: extras }, (_, i): ProductPicture => {
    const other = colours[i + 1];
    return {
      url: `${PRODUCT_IMAGE_DIR}/${p.slug}-${i + 2}.svg`,
      art: p.art,
      colour: other ?? main.colour,
      // Another colour is shown like the main shot; the same colour gets a different view.
      view: other ? 'main' : (EXTRA_VIEWS[i] ?? 'angle'),
      seed: seed + i + 1,
    };
  });
  return [main, ...more];
}
