import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

/** What 0022's triggers watched: the columns search filters, counts and sorts by. */
export const FACT_COLUMNS =
  'is_active, category_id, price_cents, rating, review_count, in_stock, featured, view_count, created_at';
/**
 * And now what a product card shows: each process keeps every product's card in memory beside its
 * facts (search/fact-columns.ts), so search results, category pages and the home page's lists read
 * no product rows; an edit of any of these must number the product as changed.
 */
export const CARD_COLUMNS = 'name_en, name_fr, description_en, description_fr, image, original_price_cents';

/** Points 0022's products trigger at these columns (0026 widens it again). */
export async function watchProductColumns(db: Kysely<unknown>, columns: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists product_facts_changed on products`.execute(db);
    await sql`create trigger product_facts_changed after insert or delete or update of ${sql.raw(columns)}
      on products for each row execute function product_fact_changed()`.execute(db);
    return;
  }
  // As 0022: SQLite runs one writer at a time, so the next number is the largest so far plus one.
  await sql`drop trigger if exists product_facts_updated`.execute(db);
  await sql`create trigger product_facts_updated after update of ${sql.raw(columns)} on products
    begin
      insert into product_fact_changes (product_id, seq)
        values (new.id, (select coalesce(max(seq), 0) + 1 from product_fact_changes))
        on conflict (product_id) do update set seq = excluded.seq;
    end`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await watchProductColumns(db, `${FACT_COLUMNS}, ${CARD_COLUMNS}`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await watchProductColumns(db, FACT_COLUMNS);
}
