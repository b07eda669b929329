import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * SQLite: the search index's row of a product takes the product row's own rowid. A search then joins
 * its matches to products by rowid, one lookup each, instead of reading each match's stored text for
 * its product id and then the id index (at 100,000 products, 5,000 matches cost 13 ms that way against
 * 3 ms). A trigger drops a deleted product's index row in the same statement. The index is emptied
 * here and rebuilt at the next start (ensureSearchIndex), which also rebuilds it should rowids ever
 * change (a VACUUM may renumber them). PostgreSQL keeps its index by product id: nothing to do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`delete from product_search`.execute(db);
  await sql`create trigger product_search_forget after delete on products begin
    delete from product_search where rowid = old.rowid;
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`drop trigger if exists product_search_forget`.execute(db);
  await sql`delete from product_search`.execute(db);
}
