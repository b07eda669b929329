import type { Kysely } from 'kysely';

/**
 * One index per way a category page can be sorted, each ending in the product id, so a page is a
 * short walk along an index from a known key (keyset paging, modules/catalog/category-page.ts) at any
 * depth, in either direction. Sorting by newest walks products_admin_category (0006). The best-liked
 * order that recommendations fall back on gets its own, per category and store-wide, and the
 * featured list its newest-first order.
 * A migration holds its own statements and imports no live module code.
 */
const INDEXES: Record<string, string[]> = {
  products_category_price: ['category_id', 'is_active', 'price_cents', 'id'],
  products_category_rating: ['category_id', 'is_active', 'rating', 'review_count', 'id'],
  products_category_reviews: ['category_id', 'is_active', 'review_count', 'id'],
  products_category_views: ['category_id', 'is_active', 'view_count', 'id'],
  products_category_relevance: ['category_id', 'is_active', 'featured', 'view_count', 'id'],
  products_category_best: ['category_id', 'is_active', 'in_stock', 'rating', 'review_count', 'id'],
  products_best: ['is_active', 'in_stock', 'rating', 'review_count', 'id'],
  products_featured_newest: ['featured', 'is_active', 'created_at', 'id'],
};

/** A product page reads its variants in the admin's order without sorting them. */
const VARIANT_ORDER = ['product_id', 'position', 'sku'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES)) {
    await db.schema.createIndex(name).on('products').columns(columns).execute();
  }
  await db.schema
    .createIndex('product_variants_order')
    .on('product_variants')
    .columns(VARIANT_ORDER)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropIndex('product_variants_order').ifExists().execute();
}
