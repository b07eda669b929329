import { type Kysely, sql } from 'kysely';
import { dialectOf, nowDefault, timestampType } from '../dialect.ts';
import { newId } from '../ids.ts';

/**
 * Refunds become rows of their own, and a payment's status tells where its money stands.
 *
 * - `refunds`: one row per refund the store has decided, written in the transaction that decides it
 *   (next to the e-mail outbox). A worker carries it out with its idempotency key, counts the tries the
 *   provider refused and names the next one, until it succeeds. It replaces the payment's
 *   `refund_attempts` and `refund_id`.
 * - `payments.status` gains the store's own money-back states: refund_pending, refunded and
 *   partially_refunded (modules/payments/payment-states.ts moves between them).
 * - `payments.refund_retry_at` only spaces out the reconciliation's looks now: it becomes
 *   `reconcile_after`.
 *
 * SQLite cannot change a CHECK in place: the table is rebuilt from its own definition with foreign keys
 * off (Kysely runs SQLite migrations outside a transaction, so the pragma takes effect), as SQLite's
 * "making other kinds of table schema changes" procedure describes. A migration holds its own
 * statements and imports no live module code.
 */

const PROVIDER_STATES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
  'failed',
];
const MONEY_BACK_STATES = ['refund_pending', 'refunded', 'partially_refunded'];

const list = (values: string[]) => sql.join(values.map((v) => sql.lit(v)));

/** Rebuilds a SQLite table whose CREATE statement `edit` rewrites, keeping its rows and indexes. */
async function rebuildSqliteTable(db: Kysely<unknown>, table: string, edit: (ddl: string) => string) {
  const schema = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_schema where tbl_name = ${table}`.execute(db);
  const create = schema.rows.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`no table ${table}`);
  const edited = edit(create);
  if (edited === create) throw new Error(`the definition of ${table} did not change`);
  const rebuilt = edited.replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${table}_rebuilt"`);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into ${sql.table(`${table}_rebuilt`)} select * from ${sql.table(table)}`.execute(db);
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(`${table}_rebuilt`)} rename to ${sql.table(table)}`.execute(db);
    for (const { sql: statement } of schema.rows.filter((r) => r.type !== 'table' && r.sql)) {
      await sql.raw(statement ?? '').execute(db);
    }
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`rebuilding ${table} broke ${broken.rows.length} references`);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** Sets the values payments.status may take. */
async function allowPaymentStates(db: Kysely<unknown>, states: string[]): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table payments drop constraint payments_status_check`.execute(db);
    await sql`alter table payments add constraint payments_status_check check (status in (${list(states)}))`.execute(
      db,
    );
    return;
  }
  await rebuildSqliteTable(db, 'payments', (ddl) =>
    ddl.replace(
      /check \("status" in \([^)]*\)\)/,
      `check ("status" in (${states.map((s) => `'${s}'`).join(', ')}))`,
    ),
  );
}

/** Named in single words: the app's connection renames snake_case result columns to camelCase. */
interface OwedRow {
  id: string;
  ordered: string;
  reason: string;
  owed: number;
  attempts: number;
  due: string | Date | null;
  error: string | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = dialectOf(db);
  const ts = timestampType(d);
  await allowPaymentStates(db, [...PROVIDER_STATES, ...MONEY_BACK_STATES]);

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    // Null for a payment refunded because it could not become an order.
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    // Why the money goes back: the order's status (cancelled, refunded) or the checkout's refusal code.
    .addColumn('reason', 'text', (c) => c.notNull())
    // The refusal's details for the shopper's e-mail (the product that sold out), as JSON.
    .addColumn('details', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded')`))
    // Sent with every try: the provider refunds once per key, however often it is asked.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // When the next try may start; while one runs, the end of its turn.
    .addColumn('next_attempt_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .addColumn('last_error', 'text')
    .addColumn('provider_refund_id', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .addColumn('succeeded_at', ts)
    .execute();
  await db.schema
    .createIndex('refunds_due')
    .on('refunds')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('refunds_payment').on('refunds').column('payment_id').execute();

  // Payments given back already tell so; those still owed get the job that carries their refund out,
  // with the tries counted so far and the key every try so far has used.
  await sql`update payments set status = case when refunded_cents >= amount_cents then 'refunded'
    else 'partially_refunded' end where status = 'succeeded' and refunded_cents > 0`.execute(db);
  const owed = await sql<OwedRow>`
    select p.id, p.order_id as ordered, o.status as reason, p.amount_cents - p.refunded_cents as owed,
      p.refund_attempts as attempts, p.refund_retry_at as due, p.last_error as error
    from payments p join orders o on o.id = p.order_id
    where o.status in ('cancelled', 'refunded') and p.status in ('succeeded', 'partially_refunded')
      and p.refunded_cents < p.amount_cents`.execute(db);
  for (const row of owed.rows) {
    const due = row.due === null ? new Date() : new Date(row.due);
    const attempts = Number(row.attempts);
    await sql`insert into refunds (id, payment_id, order_id, amount_cents, reason, status, idempotency_key,
        attempts, next_attempt_at, last_error)
      values (${newId()}, ${row.id}, ${row.ordered}, ${Number(row.owed)}, ${row.reason}, 'pending',
        ${`refund-${row.id}`}, ${attempts}, ${due.toISOString()}, ${attempts > 0 ? row.error : null})`.execute(
      db,
    );
    await sql`update payments set status = 'refund_pending' where id = ${row.id}`.execute(db);
  }

  await db.schema.alterTable('payments').dropColumn('refund_attempts').execute();
  await db.schema.alterTable('payments').dropColumn('refund_id').execute();
  await db.schema.alterTable('payments').renameColumn('refund_retry_at', 'reconcile_after').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').renameColumn('reconcile_after', 'refund_retry_at').execute();
  await db.schema.alterTable('payments').addColumn('refund_id', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('refund_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update payments set
      refund_attempts = coalesce((select attempts from refunds r where r.payment_id = payments.id
        and r.status = 'pending'), 0),
      refund_retry_at = coalesce((select next_attempt_at from refunds r where r.payment_id = payments.id
        and r.status = 'pending'), refund_retry_at),
      refund_id = (select provider_refund_id from refunds r where r.payment_id = payments.id
        and r.status = 'succeeded')`.execute(db);
  await sql`update payments set status = 'succeeded' where status in (${list(MONEY_BACK_STATES)})`.execute(
    db,
  );
  await db.schema.dropTable('refunds').execute();
  await allowPaymentStates(db, PROVIDER_STATES);
}
