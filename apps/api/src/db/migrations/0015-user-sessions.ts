import type { Kysely } from 'kysely';
import { dialectOf, nowDefault, timestampType } from '../dialect.ts';

/**
 * `user_sessions`: one row per signed-in device. A token names its session (`sid`), and a token is
 * accepted only while its row exists, so signing out on one device deletes that one row and leaves
 * the others signed in; a password change or "sign out everywhere" deletes them all. The API keeps no
 * state of its own: every process reads the same rows. `expires_at` matches the token's own expiry,
 * so rows past it can be swept. A migration holds its own statements and imports no live module code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn('expires_at', timestampType(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_sessions_user')
    .on('user_sessions')
    .columns(['user_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_sessions').ifExists().execute();
}
