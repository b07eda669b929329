import type { Db } from '../../db/connect.ts';

/**
 * The rows a product page is built from besides the product itself: the galleries, specifications and
 * variants of these products, each list ordered by product, then in the order the admin set. The
 * storefront's pages (kept in memory, search/product-parts-json.ts) and the admin's edit form read the
 * same rows and only shape them differently, so the queries live here once.
 */
export async function loadPartsOf(db: Db, productIds: readonly string[]) {
  const [images, specifications, variants] = await Promise.all([
    db
      .selectFrom('productImages')
      .select(['productId', 'url'])
      .where('productId', 'in', productIds)
      .orderBy('productId')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('productSpecifications')
      .selectAll()
      .where('productId', 'in', productIds)
      .orderBy('productId')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('productVariants')
      .selectAll()
      .where('productId', 'in', productIds)
      .orderBy('productId')
      .orderBy('position')
      .orderBy('sku')
      .execute(),
  ]);
  return { images, specifications, variants };
}

/** One product's parts (loadPartsOf), its gallery as a list of addresses. */
export async function loadProductParts(db: Db, productId: string) {
  const { images, specifications, variants } = await loadPartsOf(db, [productId]);
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
