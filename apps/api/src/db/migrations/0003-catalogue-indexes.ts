import type { Kysely } from 'kysely';

/**
 * Covering indexes for the catalogue's hottest reads: product counts per category (every category
 * list, the footer, search facets) read only the index instead of every product row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('products_category_active')
    .on('products')
    .columns(['category_id', 'is_active', 'featured', 'in_stock', 'price_cents'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_category_active').ifExists().execute();
}
