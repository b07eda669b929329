import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { dialectOf, refreshStatistics } from '../../db/dialect.ts';
import { categoryToken } from './category-words.ts';
import { markProductsChanged } from './fact-changes.ts';
import { indexTokens, type TextLanguage, wordParts } from './text-analyser.ts';

/**
 * The full-text index, the one place that writes it (tables of migration 0017). Text is analysed here
 * in JS (text-analyser.ts) and both databases store the resulting tokens verbatim, so they match alike:
 * - SQLite: FTS5 columns name, category, description, parts (space-separated tokens);
 * - PostgreSQL: a tsvector built from the same tokens (weights A name, B category, C description,
 *   D parts) with GIN.
 * Indexed per product: names (en, fr); its category's token (category-words.ts says which words name
 * a category); description and specifications; the parts of its name words.
 * Writers of products call reindexProducts; ensureSearchIndex fills a new index at start. Every
 * server process reads the index's rows into memory (word-postings.ts) and searches there, reading
 * again the rows of the products that reindexProducts numbers as changed.
 */

const BATCH = 500;

/** The analysed text of one product, as both databases store it. */
export interface IndexedProduct {
  productId: string;
  /** Space-separated tokens ('aurora x12 smartphone smartphon'). */
  name: string;
  category: string;
  description: string;
  parts: string;
}

type Pairs = readonly (readonly [text: string | null, lang: TextLanguage])[];

function tokensOf(texts: Pairs): string[] {
  const tokens = new Set<string>();
  for (const [text, lang] of texts) if (text) for (const t of indexTokens(text, lang)) tokens.add(t);
  return [...tokens];
}

const spaced = (tokens: readonly string[]): string => tokens.join(' ');

/** Products of these ids (or the batch after `after`, for a full rebuild), analysed. */
async function analyse(
  db: Db,
  page: { ids: readonly string[] } | { after: string },
): Promise<IndexedProduct[]> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'categoryId', 'nameEn', 'nameFr', 'descriptionEn', 'descriptionFr'])
    .$if('ids' in page, (q) => q.where('id', 'in', 'ids' in page ? page.ids : []))
    .$if('after' in page, (q) => q.where('id', '>', 'after' in page ? page.after : '').limit(BATCH))
    .orderBy('id')
    .execute();
  if (products.length === 0) return [];
  const specs = await db
    .selectFrom('productSpecifications')
    .select(['productId', 'nameEn', 'nameFr', 'valueEn', 'valueFr'])
    .where(
      'productId',
      'in',
      products.map((p) => p.id),
    )
    .execute();
  const specsOf = new Map<string, typeof specs>();
  for (const s of specs) specsOf.set(s.productId, [...(specsOf.get(s.productId) ?? []), s]);
  return products.map((p) => {
    const name = tokensOf([
      [p.nameEn, 'en'],
      [p.nameFr, 'fr'],
    ]);
    const description = tokensOf([
      [p.descriptionEn, 'en'],
      [p.descriptionFr, 'fr'],
      ...(specsOf.get(p.id) ?? []).flatMap((s): Pairs => [
        [`${s.nameEn} ${s.valueEn}`, 'en'],
        [`${s.nameFr ?? ''} ${s.valueFr ?? ''}`, 'fr'],
      ]),
    ]);
    return {
      productId: p.id,
      name: spaced(name),
      category: spaced([categoryToken(p.categoryId)]),
      description: spaced(description),
      parts: spaced(wordParts(name)),
    };
  });
}

/** A tsvector literal of the product's tokens: read as is by PostgreSQL, no parser or dictionary. */
function tsvectorLiteral(row: IndexedProduct): string {
  const lexemes: string[] = [];
  let position = 0;
  const fields = [
    [row.name, 'A'],
    [row.category, 'B'],
    [row.description, 'C'],
    [row.parts, 'D'],
  ] as const;
  for (const [text, weight] of fields) {
    for (const token of text.split(' ')) {
      if (token) lexemes.push(`'${token}':${Math.min(++position, 16_383)}${weight}`);
    }
  }
  return lexemes.join(' ');
}

/**
 * SQLite: each index row takes its product row's rowid (migration 0020), so matches join products by
 * rowid. Rows of deleted products are dropped by a trigger; these are the rows of existing products.
 */
async function writeSqlite(db: Db, ids: readonly string[], rows: readonly IndexedProduct[]): Promise<void> {
  if (ids.length) {
    await sql`delete from product_search
      where rowid in (select rowid from products where id in (${sql.join(ids)}))`.execute(db);
  }
  if (!rows.length) return;
  const values = rows.map(
    (r) => sql`(${r.productId}, ${r.name}, ${r.category}, ${r.description}, ${r.parts})`,
  );
  await sql`insert into product_search (rowid, product_id, name, category, description, parts)
    select p.rowid, v.column1, v.column2, v.column3, v.column4, v.column5
    from (values ${sql.join(values)}) as v inner join products p on p.id = v.column1`.execute(db);
}

async function writePostgres(db: Db, rows: readonly IndexedProduct[]): Promise<void> {
  if (!rows.length) return;
  const values = rows.map((r) => sql`(${r.productId}, ${tsvectorLiteral(r)}::tsvector)`);
  await sql`insert into product_search (product_id, document) values ${sql.join(values)}
    on conflict (product_id) do update set document = excluded.document`.execute(db);
}

async function write(db: Db, ids: readonly string[], rows: readonly IndexedProduct[]): Promise<void> {
  if (dialectOf(db) === 'postgres') return writePostgres(db, rows);
  return writeSqlite(db, ids, rows);
}

async function rebuildAll(db: Db): Promise<void> {
  // One transaction: FTS5 writes its segments once instead of merging hundreds of small ones.
  if (!db.isTransaction) return db.transaction().execute((trx) => rebuildAll(trx));
  await sql`delete from product_search`.execute(db);
  let after = '';
  for (;;) {
    const rows = await analyse(db, { after });
    if (rows.length === 0) return;
    await write(db, [], rows);
    after = rows[rows.length - 1]!.productId;
  }
}

/**
 * Rebuilds the index rows of these products (all products when none are given). Deleted products drop
 * out by themselves (a cascade on PostgreSQL, a trigger on SQLite).
 */
export async function reindexProducts(db: Db, productIds?: readonly string[]): Promise<void> {
  // Every process keeps the index's words in memory (word-postings.ts) and reads them again for the
  // products numbered as changed.
  if (!productIds) {
    await rebuildAll(db);
    await markProductsChanged(db, null);
    return;
  }
  const valid = [...new Set(productIds.filter((id) => /^[0-9a-f]{24}$/.test(id)))];
  for (let i = 0; i < valid.length; i += BATCH) {
    const ids = valid.slice(i, i + BATCH);
    await write(db, ids, await analyse(db, { ids }));
    await markProductsChanged(db, ids);
  }
}

/**
 * Products the index holds rightly: on SQLite, rows whose rowid is still their product's (a VACUUM may
 * renumber rowids); on PostgreSQL, rows (kept by product id).
 */
function indexedCount(db: Db) {
  return dialectOf(db) === 'postgres'
    ? sql`(select count(*) from product_search)`
    : sql`(select count(*) from product_search s inner join products p
        on p.rowid = s.rowid and p.id = s.product_id)`;
}

/** Builds the index when it does not cover every product rightly (first start, an upgrade). */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const { rows } = await sql<{ products: number; indexed: number }>`select
      (select count(*) from products) as products,
      ${indexedCount(db)} as indexed`.execute(db);
  const counts = rows[0];
  if (counts && Number(counts.products) === Number(counts.indexed)) return false;
  await reindexProducts(db);
  await refreshStatistics(db);
  return true;
}
