import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

/** The row of product_fact_changes that stands for the categories (search/fact-changes.ts). */
const CATEGORIES = "'#categories'";

/**
 * Each process keeps the active categories beside the products' facts (search/product-facts.ts), so
 * that a search, a category page or a list of cards reads no categories either. Any write to
 * categories, whoever makes it, numbers that one row as changed, as 0022 does for products, and every
 * process reads the categories again before its next answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create function category_fact_changed() returns trigger language plpgsql as $$
      begin
        insert into product_fact_changes (product_id, seq)
          values (${sql.raw(CATEGORIES)}, nextval('product_fact_seq'))
          on conflict (product_id) do update set seq = excluded.seq;
        return null;
      end $$`.execute(db);
    await sql`create trigger category_facts_changed after insert or delete or update on categories
      for each statement execute function category_fact_changed()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`category_facts_${event}`)} after ${sql.raw(event)} on categories
      begin
        insert into product_fact_changes (product_id, seq)
          values (${sql.raw(CATEGORIES)}, (select coalesce(max(seq), 0) + 1 from product_fact_changes))
          on conflict (product_id) do update set seq = excluded.seq;
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists category_facts_changed on categories`.execute(db);
    await sql`drop function if exists category_fact_changed()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`category_facts_${event}`)}`.execute(db);
    }
  }
  await sql`delete from product_fact_changes where product_id = ${sql.raw(CATEGORIES)}`.execute(db);
}
