import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { dialectOf } from '../../db/dialect.ts';

/**
 * Numbers these products (every product when `ids` is null) as changed in product_fact_changes
 * (migration 0022), as the triggers on products do, so that every process reads their facts and words
 * again (product-facts.ts). The text index's writer calls it: an FTS5 table takes no trigger.
 */
export async function markProductsChanged(db: Db, ids: readonly string[] | null): Promise<void> {
  if (ids?.length === 0) return;
  const which = ids ? sql`id in (${sql.join(ids)})` : sql`true`;
  // SQLite runs one writer at a time: the next number is the largest so far plus one.
  const next =
    dialectOf(db) === 'postgres'
      ? sql`nextval('product_fact_seq')`
      : sql`(select coalesce(max(seq), 0) + 1 from product_fact_changes)`;
  await sql`insert into product_fact_changes (product_id, seq)
    select id, ${next} from products where ${which}
    on conflict (product_id) do update set seq = excluded.seq`.execute(db);
}
