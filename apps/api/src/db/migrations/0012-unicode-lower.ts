import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * `unicode_lower(text)`: lower case for every letter, under one name on both databases, for admin
 * searches typed in French ('élodie' must find 'Élodie'). SQLite's own lower() folds ASCII letters
 * only, so connect.ts registers the function on each SQLite connection; PostgreSQL's lower() already
 * folds every letter, and this SQL function (immutable, so the planner inlines it) is just that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create or replace function unicode_lower(value text) returns text
    language sql immutable parallel safe as 'select lower(value)'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop function if exists unicode_lower(text)`.execute(db);
}
