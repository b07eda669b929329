import type { Kysely } from 'kysely';

/**
 * What product management needs beyond the storefront's indexes:
 * - the admin list (newest first, any filter, any page) over 100,000 products;
 * - lookups by product and by variant on the tables that refer to them: deleting a product or a
 *   variant (and its ON DELETE actions) and "has this product been ordered?" probe these instead of
 *   reading every order line, cart line, favourite and stock hold.
 * A migration holds its own statements and imports no live module code.
 */
const REFERENCE_INDEXES: readonly [name: string, table: string, column: string][] = [
  ['order_items_product', 'order_items', 'product_id'],
  ['order_items_variant', 'order_items', 'variant_id'],
  ['cart_items_product', 'cart_items', 'product_id'],
  ['cart_items_variant', 'cart_items', 'variant_id'],
  ['favorites_product', 'favorites', 'product_id'],
  ['stock_reservations_product', 'stock_reservations', 'product_id'],
  ['stock_reservations_variant', 'stock_reservations', 'variant_id'],
];

/**
 * The admin list's indexes. Each starts with what a filter pins (nothing, the category, the stock
 * flag) then runs in list order, and carries the other filtered columns: a page, even the last one,
 * and its count are read from the index alone. The one led by id serves search, whose matches come
 * from the full-text index as ids: checking that each is active (and ordering them) stays in the index
 * instead of reading thousands of wide product rows.
 */
const LIST_INDEXES: readonly [name: string, columns: string[]][] = [
  ['products_admin_list', ['is_active', 'created_at', 'id', 'category_id', 'featured', 'in_stock']],
  ['products_admin_category', ['category_id', 'is_active', 'created_at', 'id', 'featured', 'in_stock']],
  ['products_admin_stock', ['is_active', 'in_stock', 'created_at', 'id']],
  ['products_admin_by_id', ['id', 'is_active', 'created_at', 'category_id', 'featured', 'in_stock']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of LIST_INDEXES) {
    await db.schema.createIndex(name).on('products').columns(columns).execute();
  }
  for (const [name, table, column] of REFERENCE_INDEXES) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of REFERENCE_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  for (const [name] of LIST_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
