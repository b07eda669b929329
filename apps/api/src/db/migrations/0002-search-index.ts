import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Full-text search structures: FTS5 and its vocabulary on SQLite, a weighted tsvector with GIN and a
 * trigram-indexed word list on PostgreSQL (modules/search/search-index.ts fills and explains them).
 * A migration is a snapshot: it holds its own statements and imports no live module code, so a later
 * change to the search module cannot change what an applied migration did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create extension if not exists unaccent with schema public`.execute(db);
    await sql`create table product_search (
      product_id text primary key references products(id) on delete cascade,
      document tsvector not null
    )`.execute(db);
    await sql`create index product_search_document on product_search using gin (document)`.execute(db);
    await sql`create table search_terms (term text primary key)`.execute(db);
    await sql`create index search_terms_trgm on search_terms using gist (term public.gist_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table product_search using fts5(
    product_id unindexed, name, category, description, specs,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`.execute(db);
  await sql`create virtual table product_search_vocab using fts5vocab(product_search, 'row')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`drop table if exists product_search_vocab`.execute(db);
  await sql`drop table if exists search_terms`.execute(db);
  await sql`drop table if exists product_search`.execute(db);
}
