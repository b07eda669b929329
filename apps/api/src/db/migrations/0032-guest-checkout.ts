import { type Kysely, sql } from 'kysely';
import { dialectOf, nowDefault, timestampType } from '../dialect.ts';

/**
 * Guest checkout (issue 22). A guest's payment keeps the e-mail the guest gave, since no account holds
 * it, and every payment the language the shopper paid in (an order the sweep or the webhook places
 * for a guest is written in it). An order placed by a guest gets a private link: `access_key` names it (the link's token is the
 * key signed with the server's secret, so the database alone cannot forge one) until
 * `access_expires_at`; an order claimed by an account keeps its key, so the link can say it was
 * claimed. An order keeps the language it was placed in, for the e-mails of a customer without an
 * account. The shop's own settings are one row. A migration holds its own statements and imports no
 * live module code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = dialectOf(db);
  await db.schema.alterTable('payments').addColumn('email', 'text').execute();
  await db.schema.alterTable('orders').addColumn('access_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('access_expires_at', timestampType(d)).execute();
  for (const table of ['payments', 'orders']) {
    await db.schema
      .alterTable(table)
      .addColumn('lang', 'text', (c) =>
        c
          .notNull()
          .defaultTo('en')
          .check(sql`lang in ('en', 'fr')`),
      )
      .execute();
  }
  await db.schema
    .createIndex('orders_access_key_unique')
    .on('orders')
    .column('access_key')
    .unique()
    .execute();
  await db.schema
    .createTable('store_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('guest_checkout', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`guest_checkout in (0, 1)`),
    )
    .addColumn('updated_at', timestampType(d), (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();
  await db
    .withTables<{ store_settings: { id: number } }>()
    .insertInto('store_settings')
    .values({ id: 1 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_settings').execute();
  await db.schema.dropIndex('orders_access_key_unique').execute();
  for (const column of ['lang', 'access_expires_at', 'access_key']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  for (const column of ['lang', 'email']) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
}
