import { type Kysely, sql } from 'kysely';

/**
 * The server stores codes, not sentences (design rule 18): the entries the shop itself writes on an
 * order's timeline ('Order placed', 'Payment received', a customer's cancellation) and the reason of a
 * customer's cancellation become codes each reader's language words. A person's own words (a staff
 * note, a reason the customer typed) stay in `note` and `cancel_reason`. Rows written before are
 * converted, so a French page never shows the English sentences again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_events').addColumn('code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cancel_reason_code', 'text').execute();
  const notes: ReadonlyArray<[string, string]> = [
    ['Order placed', 'order_placed'],
    ['Payment received', 'payment_received'],
    ['Cancelled by customer', 'cancelled_by_customer'],
  ];
  for (const [note, code] of notes) {
    await sql`update order_events set code = ${code}, note = null where note = ${note}`.execute(db);
  }
  await sql`update orders set cancel_reason_code = 'cancelled_by_customer', cancel_reason = null
    where cancel_reason = 'Cancelled by customer'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update order_events set note = case code
      when 'order_placed' then 'Order placed'
      when 'payment_received' then 'Payment received'
      when 'cancelled_by_customer' then 'Cancelled by customer'
      else note end
    where code is not null`.execute(db);
  await sql`update orders set cancel_reason = 'Cancelled by customer'
    where cancel_reason_code = 'cancelled_by_customer' and cancel_reason is null`.execute(db);
  await db.schema.alterTable('order_events').dropColumn('code').execute();
  await db.schema.alterTable('orders').dropColumn('cancel_reason_code').execute();
}
