import type { Language } from '@store/shared/constants';
import { discountPercent, toDollars } from '@store/shared/money';
import type { ProductSummary } from '@store/shared/schemas/product';
import type { Db } from '../../db/connect.ts';
import { pick } from '../../lib/i18n.ts';

/** Columns a product card needs (products as p, categories as c). */
export const PRODUCT_SUMMARY_COLUMNS = [
  'p.id',
  'p.nameEn',
  'p.nameFr',
  'p.descriptionEn',
  'p.descriptionFr',
  'p.priceCents',
  'p.originalPriceCents',
  'p.image',
  'p.rating',
  'p.reviewCount',
  'p.inStock',
  'p.featured',
  'c.slug as categorySlug',
  'c.nameEn as categoryNameEn',
  'c.nameFr as categoryNameFr',
] as const;

/** Products with their category, ready to filter; select PRODUCT_SUMMARY_COLUMNS for cards. */
export function productsWithCategory(db: Db) {
  return db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.categoryId');
}

/** Product cards of active products in active categories. */
export function selectProductSummaries(db: Db) {
  return productsWithCategory(db)
    .select(PRODUCT_SUMMARY_COLUMNS)
    .where('p.isActive', '=', 1)
    .where('c.isActive', '=', 1);
}

export type ProductSummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectProductSummaries>['executeTakeFirstOrThrow']>
>;

/**
 * A price as the storefront shows it (dollars): the original price only when it is a saving, the
 * percent off computed from the two (the store's one rule, discountPercent), and the amount saved.
 */
export function priceFields(priceCents: number, originalPriceCents: number | null) {
  const discount = discountPercent(priceCents, originalPriceCents);
  const hasSaving = originalPriceCents !== null && originalPriceCents > priceCents;
  return {
    price: toDollars(priceCents),
    originalPrice: hasSaving ? toDollars(originalPriceCents) : null,
    discount,
    savings: hasSaving ? toDollars(originalPriceCents - priceCents) : 0,
  };
}

/** A product row as the storefront's card expects it: dollars, percent off, savings, chosen language. */
export function toProductSummary(row: ProductSummaryRow, lang: Language): ProductSummary {
  return {
    _id: row.id,
    id: row.id,
    name: pick(lang, row.nameEn, row.nameFr),
    description: pick(lang, row.descriptionEn, row.descriptionFr),
    category: pick(lang, row.categoryNameEn, row.categoryNameFr),
    categorySlug: row.categorySlug,
    image: row.image,
    ...priceFields(row.priceCents, row.originalPriceCents),
    rating: row.rating,
    reviews: row.reviewCount,
    inStock: row.inStock === 1,
    featured: row.featured === 1,
  };
}
