import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { dialectOf, refreshStatistics } from '../../db/dialect.ts';

/**
 * The full-text index, the one place that knows how each database searches:
 * - SQLite: an FTS5 table (unicode61 tokenizer without diacritics, prefix indexes for typing) and an
 *   fts5vocab view of its words for typo correction;
 * - PostgreSQL: a weighted tsvector per product with a GIN index, and a table of the index's words with
 *   a trigram (pg_trgm) GiST index for typo correction.
 * Both index names (en + fr), category names, description and specifications. The tables are made by
 * migration 0002; writers of products call reindexProducts; ensureSearchIndex fills a new index at start.
 */

const BATCH = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `where p.id in (…)` for a batch, or no condition for a full rebuild. */
function productFilter(ids: readonly string[] | null) {
  return ids ? sql`where p.id in (${sql.join(ids)})` : sql``;
}

async function reindexSqlite(db: Db, ids: readonly string[] | null): Promise<void> {
  if (ids) await sql`delete from product_search where product_id in (${sql.join(ids)})`.execute(db);
  else await sql`delete from product_search`.execute(db);
  await sql`insert into product_search (product_id, name, category, description, specs)
    select p.id,
      p.name_en || ' ' || coalesce(p.name_fr, ''),
      c.name_en || ' ' || coalesce(c.name_fr, '') || ' ' || replace(c.slug, '-', ' '),
      p.description_en || ' ' || coalesce(p.description_fr, ''),
      coalesce((select group_concat(s.name_en || ' ' || s.value_en || ' ' || coalesce(s.name_fr, '') || ' ' || coalesce(s.value_fr, ''), ' ')
                from product_specifications s where s.product_id = p.id), '')
    from products p join categories c on c.id = p.category_id
    ${productFilter(ids)}`.execute(db);
}

async function reindexPostgres(db: Db, ids: readonly string[] | null): Promise<void> {
  const text = (expr: ReturnType<typeof sql>) => sql`to_tsvector('simple', public.unaccent(${expr}))`;
  await sql`insert into product_search (product_id, document)
    select p.id,
      setweight(${text(sql`p.name_en || ' ' || coalesce(p.name_fr, '')`)}, 'A') ||
      setweight(${text(sql`c.name_en || ' ' || coalesce(c.name_fr, '') || ' ' || replace(c.slug, '-', ' ')`)}, 'B') ||
      setweight(${text(sql`p.description_en || ' ' || coalesce(p.description_fr, '')`)}, 'C') ||
      setweight(${text(sql`coalesce((select string_agg(s.name_en || ' ' || s.value_en || ' ' || coalesce(s.name_fr, '') || ' ' || coalesce(s.value_fr, ''), ' ')
                                     from product_specifications s where s.product_id = p.id), '')`)}, 'D')
    from products p join categories c on c.id = p.category_id
    ${productFilter(ids)}
    on conflict (product_id) do update set document = excluded.document`.execute(db);
  // ts_stat reads a query given as text; ids are 24-hex (checked), so inlining them is safe.
  const where = ids ? ` where product_id in (${ids.map((id) => `'${id}'`).join(',')})` : '';
  if (!ids) await sql`delete from search_terms`.execute(db);
  await sql`insert into search_terms (term)
    select word from ts_stat(${`select document from product_search${where}`})
    on conflict do nothing`.execute(db);
}

/**
 * Rebuilds the index rows of these products (all products when none are given). Deleted products drop
 * out by themselves (cascade on PostgreSQL; the FTS row is deleted here on SQLite).
 */
export async function reindexProducts(db: Db, productIds?: readonly string[]): Promise<void> {
  const reindex = dialectOf(db) === 'postgres' ? reindexPostgres : reindexSqlite;
  if (!productIds) return reindex(db, null);
  const valid = productIds.filter((id) => /^[0-9a-f]{24}$/.test(id));
  for (const batch of chunks(valid, BATCH)) await reindex(db, batch);
}

/** Builds the index when it does not cover every product (first start, or an upgrade). */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const { rows } = await sql<{ products: number; indexed: number }>`select
      (select count(*) from products) as products,
      (select count(*) from product_search) as indexed`.execute(db);
  const counts = rows[0];
  if (counts && Number(counts.products) === Number(counts.indexed)) return false;
  await reindexProducts(db);
  await refreshStatistics(db);
  return true;
}
