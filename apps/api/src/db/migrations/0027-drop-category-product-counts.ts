import type { Kysely } from 'kysely';
import * as keptCounts from './0019-category-product-counts.ts';

/**
 * Drops `category_product_counts` and its triggers (migration 0019). Every read of the counts now
 * comes from the facts each process keeps in memory (modules/search/fact-columns.ts, categoryCounts),
 * so the table only cost every product insert, delete or change of category, activity or featured
 * flag one more update, and a bulk load 100,000 dead versions of six rows on PostgreSQL. Undoing it
 * is 0019 itself: the table rebuilt from the products and kept by its triggers again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await keptCounts.down(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await keptCounts.up(db);
}
