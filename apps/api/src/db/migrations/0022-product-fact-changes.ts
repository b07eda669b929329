import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

/** The products columns search filters, counts and sorts by (search/product-facts.ts keeps them). */
const FACT_COLUMNS = sql.raw(
  'is_active, category_id, price_cents, rating, review_count, in_stock, featured, view_count, created_at',
);

/**
 * A log of which products' searchable facts changed, one row per product with the number of its last
 * change (`seq`, increasing). Each server process keeps those facts of every product in memory for
 * search (filters, facet counts and sorts in a few typed arrays, instead of joining thousands of
 * matches to products on every search) and, before each search, reloads the products whose `seq`
 * moved. Triggers fill it, so every write counts (admin, checkout, a view, a direct fix in SQL) and
 * every process sees it without being told.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create sequence product_fact_seq`.execute(db);
    await sql`create table product_fact_changes (product_id text primary key, seq bigint not null)`.execute(
      db,
    );
    await sql`create index product_fact_changes_seq on product_fact_changes (seq)`.execute(db);
    await sql`create function product_fact_changed() returns trigger language plpgsql as $$
      begin
        insert into product_fact_changes (product_id, seq)
          values (case when tg_op = 'DELETE' then old.id else new.id end, nextval('product_fact_seq'))
          on conflict (product_id) do update set seq = excluded.seq;
        return null;
      end $$`.execute(db);
    await sql`create trigger product_facts_changed after insert or delete or update of ${FACT_COLUMNS}
      on products for each row execute function product_fact_changed()`.execute(db);
    return;
  }
  await sql`create table product_fact_changes (product_id text primary key, seq integer not null)`.execute(
    db,
  );
  await sql`create index product_fact_changes_seq on product_fact_changes (seq)`.execute(db);
  // SQLite runs one writer at a time: the next number is the largest so far plus one.
  const next = sql`(select coalesce(max(seq), 0) + 1 from product_fact_changes)`;
  const upsert = (row: string) =>
    sql`insert into product_fact_changes (product_id, seq) values (${sql.raw(row)}.id, ${next})
      on conflict (product_id) do update set seq = excluded.seq;`;
  await sql`create trigger product_facts_inserted after insert on products begin ${upsert('new')} end`.execute(
    db,
  );
  await sql`create trigger product_facts_updated after update of ${FACT_COLUMNS} on products
    begin ${upsert('new')} end`.execute(db);
  await sql`create trigger product_facts_deleted after delete on products begin ${upsert('old')} end`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists product_facts_changed on products`.execute(db);
    await sql`drop function if exists product_fact_changed()`.execute(db);
    await sql`drop table if exists product_fact_changes`.execute(db);
    await sql`drop sequence if exists product_fact_seq`.execute(db);
    return;
  }
  for (const name of ['inserted', 'updated', 'deleted']) {
    await sql`drop trigger if exists ${sql.raw(`product_facts_${name}`)}`.execute(db);
  }
  await sql`drop table if exists product_fact_changes`.execute(db);
}
