import type { TFunction } from '../i18n/translator.ts';
import type { Category } from '@store/shared/schemas/content';

/** The six categories of the store (storefront §1), by canonical slug. */
export const DEFAULT_CATEGORY_SLUGS = [
  'electronics',
  'fashion',
  'home-garden',
  'sports-outdoors',
  'health-beauty',
  'books-media',
] as const;
export type DefaultCategorySlug = (typeof DEFAULT_CATEGORY_SLUGS)[number];

/** A built-in category for the silent fallbacks of storefront §8, translated into the active language. */
export function sampleCategory(slug: DefaultCategorySlug, t: TFunction, productCount = 0): Category {
  const id = `sample-${slug}`;
  return {
    _id: id,
    id,
    name: t(`categories.${slug}.name`),
    slug,
    description: t(`categories.${slug}.description`),
    image: '',
    icon: '',
    order: DEFAULT_CATEGORY_SLUGS.indexOf(slug),
    productCount,
    count: productCount,
    featured: false,
  };
}
