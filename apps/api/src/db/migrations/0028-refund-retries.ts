import type { Kysely } from 'kysely';
import { dialectOf, timestampType } from '../dialect.ts';

/**
 * A refund the provider refused or did not answer is tried again without anyone acting: each payment
 * counts the tries that failed, and names when the next may start (which also keeps two processes
 * from trying the same one at once). A migration holds its own statements and imports no live module
 * code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(dialectOf(db));
  await db.schema
    .alterTable('payments')
    .addColumn('refund_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payments').addColumn('refund_retry_at', ts).execute();
}
