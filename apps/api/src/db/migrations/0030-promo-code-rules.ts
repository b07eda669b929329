import { type Kysely, sql } from 'kysely';
import { dialectOf, nowDefault, timestampType } from '../dialect.ts';

/**
 * Promo codes the shop owner manages (issue 22): a code may be usable once per customer. Each use of
 * such a code is a row keyed by code and customer, written with the order, so two checkouts of one
 * customer racing with the same code cannot both use it: the second meets the key. A migration holds
 * its own statements and imports no live module code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = dialectOf(db);
  await db.schema
    .alterTable('promo_codes')
    .addColumn('once_per_customer', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`once_per_customer in (0, 1)`),
    )
    .execute();
  await db.schema
    .createTable('promo_code_customers')
    .addColumn('promo_code_id', 'text', (c) => c.notNull().references('promo_codes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_at', timestampType(d), (c) => c.notNull().defaultTo(nowDefault(d)))
    .addPrimaryKeyConstraint('promo_code_customers_pk', ['promo_code_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promo_code_customers').execute();
  await db.schema.alterTable('promo_codes').dropColumn('once_per_customer').execute();
}
