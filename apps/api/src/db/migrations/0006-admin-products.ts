import type { Kysely } from 'kysely';

/**
 * What product management needs beyond the storefront's indexes:
 * - the admin list (newest first, any filter, any page) over 100,000 products: one index in list
 *   order that also holds every filtered column, so a page and its count read only the index;
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

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('products_admin_list')
    .on('products')
    .columns(['is_active', 'created_at', 'id', 'category_id', 'featured', 'in_stock'])
    .execute();
  for (const [name, table, column] of REFERENCE_INDEXES) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of REFERENCE_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropIndex('products_admin_list').ifExists().execute();
}
