import type { Kysely } from 'kysely';
import { timestampType, dialectOf } from '../dialect.ts';

/**
 * What user management and analytics need beyond the storefront's model:
 * - `users.anonymised_at`: an account deleted while orders still refer to it is emptied of personal
 *   data instead of removed; the stamp keeps it out of the user list and marks it as gone for good;
 * - range indexes for the analytics figures over 100,000 orders. orders_analytics carries every column
 *   the revenue figures read (and the id the order lines join on), so a year of orders is summed from
 *   the index alone; orders_customer answers "had this customer ordered before?" without the table;
 *   the others serve the new-customer and funnel counts, which read nothing but their date.
 * A migration holds its own statements and imports no live module code.
 */
const INDEXES: readonly [name: string, table: string, columns: string[]][] = [
  ['orders_analytics', 'orders', ['created_at', 'payment_status', 'status', 'total_cents', 'user_id', 'id']],
  ['orders_customer', 'orders', ['user_id', 'created_at', 'payment_status', 'status']],
  ['order_items_analytics', 'order_items', ['order_id', 'product_id', 'quantity', 'line_total_cents']],
  ['users_created', 'users', ['created_at', 'role']],
  ['product_views_created', 'product_views', ['created_at']],
  ['carts_created', 'carts', ['created_at']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('anonymised_at', timestampType(dialectOf(db)))
    .execute();
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.alterTable('users').dropColumn('anonymised_at').execute();
}
