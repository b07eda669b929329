import type { Db } from '../../db/connect.ts';

/**
 * The rows a product page is built from besides the product itself: its gallery, its specifications
 * and its variants, each in the order the admin set. The storefront's product page and the admin's
 * edit form read the same rows and only shape them differently, so the queries live here once.
 */
export async function loadProductParts(db: Db, productId: string) {
  const [images, specifications, variants] = await Promise.all([
    db
      .selectFrom('productImages')
      .select('url')
      .where('productId', '=', productId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('productSpecifications')
      .selectAll()
      .where('productId', '=', productId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('productVariants')
      .selectAll()
      .where('productId', '=', productId)
      .orderBy('position')
      .orderBy('sku')
      .execute(),
  ]);
  return { imageUrls: images.map((i) => i.url), specifications, variants };
}

/** One variant row as loadProductParts returns it. */
export type ProductVariantRow = Awaited<ReturnType<typeof loadProductParts>>['variants'][number];

/** A variant's columns as a product page shows them (toVariant). */
export const PAGE_VARIANT_COLUMNS = [
  'id',
  'sku',
  'name',
  'priceCents',
  'originalPriceCents',
  'isActive',
  'stockQuantity',
  'stockReserved',
  'lowStockThreshold',
  'color',
  'size',
  'material',
  'style',
] as const;
export type PageVariant = Pick<ProductVariantRow, (typeof PAGE_VARIANT_COLUMNS)[number]>;
