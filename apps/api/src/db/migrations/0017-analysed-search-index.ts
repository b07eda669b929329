import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * The search index holds words as the search module's analyser makes them (each word as written and
 * as its English or French stem, parts of name words for 'phone' → 'smartphone'), the same tokens on
 * both databases, so both match the same products:
 * - SQLite: FTS5 over name, category, description and name parts, with a per-column vocabulary
 *   (typo correction reads only real words, not parts);
 * - PostgreSQL: a weighted tsvector (name A, category B, description C, parts D) with GIN;
 *   search_terms lists the indexed words (no parts).
 * The tables start empty; the server fills them at start (ensureSearchIndex) as after 0002.
 */
/** PostgreSQL's index tables, empty; 0002's word list also had a trigram index for typo correction. */
async function postgresTables(db: Kysely<unknown>, trigramWords: boolean): Promise<void> {
  await sql`drop table if exists search_terms`.execute(db);
  await sql`drop table if exists product_search`.execute(db);
  await sql`create table product_search (
    product_id text primary key references products(id) on delete cascade,
    document tsvector not null
  )`.execute(db);
  await sql`create index product_search_document on product_search using gin (document)`.execute(db);
  await sql`create table search_terms (term text primary key)`.execute(db);
  if (trigramWords) {
    await sql`create index search_terms_trgm on search_terms using gist (term public.gist_trgm_ops)`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await postgresTables(db, false);
    return;
  }
  await sql`drop table if exists product_search_vocab`.execute(db);
  await sql`drop table if exists product_search`.execute(db);
  await sql`create virtual table product_search using fts5(
    product_id unindexed, name, category, description, parts,
    tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3', detail = column
  )`.execute(db);
  await sql`create virtual table product_search_vocab using fts5vocab(product_search, 'col')`.execute(db);
}

/** Back to the tables of 0002 (empty; the server refills them at start). */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await postgresTables(db, true);
    return;
  }
  await sql`drop table if exists product_search_vocab`.execute(db);
  await sql`drop table if exists product_search`.execute(db);
  await sql`create virtual table product_search using fts5(
    product_id unindexed, name, category, description, specs,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`.execute(db);
  await sql`create virtual table product_search_vocab using fts5vocab(product_search, 'row')`.execute(db);
}
