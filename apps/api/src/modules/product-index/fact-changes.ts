import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { dialectOf } from '../../db/dialect.ts';

/**
 * The row of product_fact_changes that stands for every product: its number moves when the whole
 * text index is rebuilt, and each process then reads every product again (product-facts.ts), rather
 * than finding 100,000 rows within reach of its every refresh.
 */
export const EVERY_PRODUCT = '*';

/**
 * The row of product_fact_changes that stands for the categories: triggers on categories (migration
 * 0025) move its number at every write, and each process reads the active categories again.
 */
export const CATEGORIES = '#categories';

/**
 * Numbers these products (every product when `ids` is null) as changed in product_fact_changes
 * (migration 0022), as the triggers on products do, so that every process reads their facts and words
 * again (product-facts.ts). The text index's writer calls it: an FTS5 table takes no trigger.
 */
export async function markProductsChanged(db: Db, ids: readonly string[] | null): Promise<void> {
  if (ids?.length === 0) return;
  const postgres = dialectOf(db) === 'postgres';
  if (ids === null) {
    const next = postgres
      ? sql`nextval('product_fact_seq')`
      : sql`(select coalesce(max(seq), 0) + 1 from product_fact_changes)`;
    await sql`insert into product_fact_changes (product_id, seq) values (${EVERY_PRODUCT}, ${next})
      on conflict (product_id) do update set seq = excluded.seq`.execute(db);
    return;
  }
  // Each product its own number, as the triggers give them: SQLite runs one writer at a time, so the
  // numbers after the largest so far are free.
  const next = postgres
    ? sql`nextval('product_fact_seq')`
    : sql`(select coalesce(max(seq), 0) from product_fact_changes) + row_number() over ()`;
  await sql`insert into product_fact_changes (product_id, seq)
    select id, ${next} from products where id in (${sql.join(ids)})
    on conflict (product_id) do update set seq = excluded.seq`.execute(db);
}
