import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { CARD_COLUMNS, FACT_COLUMNS, watchProductColumns } from './0024-product-card-changes.ts';

/** What 0024 left the products trigger watching: search's facts and a card's columns. */
const WATCHED = `${FACT_COLUMNS}, ${CARD_COLUMNS}`;
/** And now the rest of a product page: its long description and its stock. */
const DETAIL_COLUMNS = 'detailed_description_en, detailed_description_fr, stock_quantity, stock_reserved';
/** The rows a product page shows beside the product: gallery, specifications, variants. */
const PART_TABLES = ['product_images', 'product_specifications', 'product_variants'] as const;

/** SQLite's next change number: one writer at a time, so the largest so far plus one (as 0022). */
const NEXT_SQLITE = '(select coalesce(max(seq), 0) + 1 from product_fact_changes)';

/**
 * Each process now keeps every product's page in memory beside its card (search/product-parts-json.ts,
 * catalog/product.service.ts), so a product page reads no rows either. Any write to what the page
 * shows numbers the product as changed, whoever makes it: the products trigger watches the page's
 * columns too, and triggers on its gallery, specifications and variants number the product they
 * belong to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await watchProductColumns(db, `${WATCHED}, ${DETAIL_COLUMNS}`);
  if (dialectOf(db) === 'postgres') {
    await sql`create function product_part_changed() returns trigger language plpgsql as $$
      begin
        insert into product_fact_changes (product_id, seq)
          values (case when tg_op = 'DELETE' then old.product_id else new.product_id end,
            nextval('product_fact_seq'))
          on conflict (product_id) do update set seq = excluded.seq;
        if tg_op = 'UPDATE' and old.product_id <> new.product_id then
          insert into product_fact_changes (product_id, seq) values (old.product_id, nextval('product_fact_seq'))
            on conflict (product_id) do update set seq = excluded.seq;
        end if;
        return null;
      end $$`.execute(db);
    for (const table of PART_TABLES) {
      await sql`create trigger ${sql.raw(`${table}_changed`)} after insert or delete or update on ${sql.raw(table)}
        for each row execute function product_part_changed()`.execute(db);
    }
    return;
  }
  for (const table of PART_TABLES) {
    for (const [event, rows] of [
      ['insert', ['new']],
      ['update', ['new', 'old']],
      ['delete', ['old']],
    ] as const) {
      const upserts = rows.map(
        (
          row,
        ) => `insert into product_fact_changes (product_id, seq) values (${row}.product_id, ${NEXT_SQLITE})
          on conflict (product_id) do update set seq = excluded.seq;`,
      );
      await sql`create trigger ${sql.raw(`${table}_${event}d`)} after ${sql.raw(event)} on ${sql.raw(table)}
        begin ${sql.raw(upserts.join('\n'))} end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const table of PART_TABLES) {
      await sql`drop trigger if exists ${sql.raw(`${table}_changed`)} on ${sql.raw(table)}`.execute(db);
    }
    await sql`drop function if exists product_part_changed()`.execute(db);
  } else {
    for (const table of PART_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger if exists ${sql.raw(`${table}_${event}d`)}`.execute(db);
      }
    }
  }
  await watchProductColumns(db, WATCHED);
}
