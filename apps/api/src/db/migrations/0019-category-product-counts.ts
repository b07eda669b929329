import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * `category_product_counts`: per category, how many active products it has and how many of those are
 * featured, kept by triggers in the same statement as every product insert, delete or change of
 * category, activity or featured flag, whoever writes it (admin, import, seed). Counting 100,000
 * products on every category list and page cost 1–14 ms; reading six kept rows costs nothing, and
 * unlike a cache the figures can never be stale. Stock changes do not touch these columns, so a
 * checkout never waits on these rows. A migration holds its own statements and imports no live
 * module code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('category_product_counts')
    .addColumn('category_id', 'text', (c) => c.primaryKey().references('categories.id').onDelete('cascade'))
    .addColumn('active_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('featured_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into category_product_counts (category_id, active_count, featured_count)
    select c.id,
      count(p.id),
      coalesce(sum(case when p.featured = 1 then 1 else 0 end), 0)
    from categories c left join products p on p.category_id = c.id and p.is_active = 1
    group by c.id`.execute(db);
  if (dialectOf(db) === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** `sign` is +1 for the new row, -1 for the old one. */
function change(row: 'new' | 'old', sign: '+' | '-') {
  const r = sql.raw(row);
  const s = sql.raw(sign);
  return sql`update category_product_counts set
      active_count = active_count ${s} (case when ${r}.is_active = 1 then 1 else 0 end),
      featured_count = featured_count ${s} (case when ${r}.is_active = 1 and ${r}.featured = 1 then 1 else 0 end)
    where category_id = ${r}.category_id`;
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger category_counts_new_category after insert on categories begin
    insert into category_product_counts (category_id) values (new.id);
  end`.execute(db);
  await sql`create trigger category_counts_insert after insert on products begin ${change('new', '+')}; end`.execute(
    db,
  );
  await sql`create trigger category_counts_delete after delete on products begin ${change('old', '-')}; end`.execute(
    db,
  );
  await sql`create trigger category_counts_update after update of category_id, is_active, featured on products begin
    ${change('old', '-')}; ${change('new', '+')};
  end`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create function category_counts_new_category() returns trigger language plpgsql as $$
    begin insert into category_product_counts (category_id) values (new.id); return null; end $$`.execute(db);
  await sql`create trigger category_counts_new_category after insert on categories
    for each row execute function category_counts_new_category()`.execute(db);
  await sql`create function category_counts_product() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${change('old', '-')}; end if;
      if tg_op in ('UPDATE', 'INSERT') then ${change('new', '+')}; end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger category_counts_product
    after insert or delete or update of category_id, is_active, featured on products
    for each row execute function category_counts_product()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists category_counts_product on products`.execute(db);
    await sql`drop trigger if exists category_counts_new_category on categories`.execute(db);
    await sql`drop function if exists category_counts_product()`.execute(db);
    await sql`drop function if exists category_counts_new_category()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update', 'new_category']) {
      await sql`drop trigger if exists ${sql.raw(`category_counts_${name}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('category_product_counts').ifExists().execute();
}
