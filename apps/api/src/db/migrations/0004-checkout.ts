import { type Kysely, sql } from 'kysely';
import { dialectOf, nowDefault, timestampType } from '../dialect.ts';

/**
 * What checkout needs beyond the initial model:
 * - stock held for a payment in progress (products gain the counter variants already have, and each
 *   held line is listed so it can be released exactly once);
 * - the payment's fingerprint of the priced cart (an unchanged cart gets the same intent back), its
 *   hold's end, and what was refunded;
 * - the built-in test provider's own payment intents (it stands in for Stripe's servers, so its state
 *   lives in the database like everything else, shared by every process);
 * - the durable outbox of e-mails, written in the order's transaction and sent after commit;
 * - the provider events already handled, so a replayed webhook changes nothing.
 * A migration holds its own statements and imports no live module code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = dialectOf(db);
  const ts = timestampType(d);
  const s = db.schema;

  await s
    .alterTable('products')
    .addColumn('stock_reserved', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock_reserved >= 0`),
    )
    .execute();

  await s.alterTable('payments').addColumn('contents_hash', 'text').execute();
  await s.alterTable('payments').addColumn('reserved_until', ts).execute();
  await s
    .alterTable('payments')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable('payments').addColumn('refund_id', 'text').execute();
  await s.createIndex('payments_cart').on('payments').column('cart_id').execute();
  await s.createIndex('payments_reserved_until').on('payments').column('reserved_until').execute();

  await s
    .createTable('stock_reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.references('product_variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();
  await s.createIndex('stock_reservations_payment').on('stock_reservations').column('payment_id').execute();

  await s
    .createTable('test_payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('card_brand', 'text')
    .addColumn('card_last_four', 'text')
    .addColumn('last_error_code', 'text')
    .addColumn('last_error_message', 'text')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();

  await s
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .addColumn('sent_at', ts)
    .execute();
  await s.createIndex('email_outbox_due').on('email_outbox').columns(['status', 'next_attempt_at']).execute();

  await s
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  for (const table of ['webhook_events', 'email_outbox', 'test_payment_intents', 'stock_reservations']) {
    await s.dropTable(table).ifExists().execute();
  }
  await s.dropIndex('payments_reserved_until').ifExists().execute();
  await s.dropIndex('payments_cart').ifExists().execute();
  for (const column of ['refund_id', 'refunded_cents', 'reserved_until', 'contents_hash']) {
    await s.alterTable('payments').dropColumn(column).execute();
  }
  await s.alterTable('products').dropColumn('stock_reserved').execute();
}
