import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Search now matches, scores, suggests and corrects typos from the index's words that every server
 * process keeps in memory (search/word-postings.ts). What only those questions read goes: PostgreSQL's
 * list of indexed words (search_terms, with its trigram index) and its names-only index (0021), which
 * every index write had to keep up; SQLite's view of the index's words (product_search_vocab).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop index if exists product_search_names`.execute(db);
    await sql`drop table if exists search_terms`.execute(db);
    return;
  }
  await sql`drop table if exists product_search_vocab`.execute(db);
}

/** Back as 0017 and 0021 left them, the list of words filled from the index's names and descriptions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create table search_terms (term text primary key)`.execute(db);
    await sql`insert into search_terms (term)
      select word from ts_stat('select ts_filter(document, ''{a,c}'') from product_search')`.execute(db);
    await sql`create index product_search_names on product_search
      using gin (ts_filter(document, '{a}'))`.execute(db);
    return;
  }
  await sql`create virtual table product_search_vocab using fts5vocab(product_search, 'col')`.execute(db);
}
