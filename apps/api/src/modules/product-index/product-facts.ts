import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { CATEGORIES, EVERY_PRODUCT } from './fact-changes.ts';
import { emptyFacts, type FactRow, type ProductFacts, put, type Tables, touch } from './fact-columns.ts';
import { indexRows } from './index-text.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { productKey } from './match.ts';
import { readParts } from './product-parts-json.ts';
import { perDatabase } from './per-database.ts';
import { type IndexedText, PostingsBuilder } from './frozen-postings.ts';
import { WordPostings } from './word-postings.ts';

/**
 * The facts of every product (fact-columns.ts) follow the database through product_fact_changes
 * (migration 0022): triggers on products, and the text index's writer (search-index.ts), give each
 * changed product a new, larger number, and before each search the products whose number moved are
 * read again, their facts and their index row; triggers on categories number one row for them all
 * (0025), and the active categories are read again. Every write counts, whoever made it, in every
 * process.
 */

/**
 * Changes numbered this far below the last one seen are read again: on PostgreSQL a transaction may
 * take its number and commit after a later one was read. A product is reloaded only when its number
 * differs from the one already applied.
 */
const LATE_COMMITS = 256;
/** Products read per query, at start and when many changed at once. */
const CHUNK = 5_000;

function factRows(db: Db) {
  return db
    .selectFrom('products as p')
    .select([
      productKey(db, 'p').as('key'),
      'p.id',
      'p.nameEn',
      'p.nameFr',
      'p.descriptionEn',
      'p.descriptionFr',
      'p.image',
      'p.originalPriceCents',
      'p.detailedDescriptionEn',
      'p.detailedDescriptionFr',
      'p.stockQuantity',
      'p.stockReserved',
      'p.categoryId',
      'p.isActive',
      'p.inStock',
      'p.featured',
      'p.priceCents',
      'p.rating',
      'p.reviewCount',
      'p.viewCount',
      'p.createdAt',
    ]);
}

/** The active categories in the store's order (compiled once: read again at every category write). */
const activeCategories = preparedQuery((db: Db) =>
  db
    .selectFrom('categories')
    .select([
      'id',
      'slug',
      'nameEn',
      'nameFr',
      'descriptionEn',
      'descriptionFr',
      'image',
      'icon',
      'sortOrder',
    ])
    .where('isActive', '=', 1)
    .orderBy('sortOrder')
    .orderBy('slug'),
);

interface Tracked {
  facts: Facts;
  /** The largest change number applied. */
  seq: number;
  /** Change numbers applied within LATE_COMMITS of `seq`, by product id. */
  applied: Map<string, number>;
  /** The changes within reach when they last needed nothing read (signature). */
  signature: string | null;
  /** The refresh under way, which every search waits for. */
  refreshing: Promise<void> | null;
}

type Facts = ProductFacts & Tables;

/** Reads the index rows of these products' slots; `changed` gets those whose row is not as last read. */
async function readWords(
  db: Db,
  facts: Facts,
  keys: readonly (string | number)[],
  changed: (slot: number, text: IndexedText | null) => void,
) {
  const rows = await indexRows(db, keys);
  const unread = new Set(keys);
  for (const { key, text, hash } of rows) {
    unread.delete(key);
    const slot = facts.slotOf(key);
    if (slot < 0 || facts.wordsHash[slot] === hash) continue;
    facts.wordsHash[slot] = hash;
    changed(slot, text);
  }
  // A product the index does not hold (yet): no words.
  for (const key of unread) {
    const slot = facts.slotOf(key);
    if (slot < 0 || facts.wordsHash[slot] === 0) continue;
    facts.wordsHash[slot] = 0;
    changed(slot, null);
  }
}

/**
 * Puts a chunk of products' rows into the facts, then reads their page parts and their words:
 * `changed` gets each slot whose words differ.
 */
async function putChunk(
  db: Db,
  facts: Facts,
  rows: readonly FactRow[],
  changed: (slot: number, text: IndexedText | null) => void,
): Promise<void> {
  for (const row of rows) put(facts, row);
  // One after the other: reading both at once started the server 0.2 s sooner at 100,000 products
  // but left it 80 MB larger (measured back to back, three starts each).
  await readParts(
    db,
    facts,
    rows.map((r) => r.id),
  );
  await readWords(
    db,
    facts,
    rows.map((r) => r.key),
    changed,
  );
}

/**
 * Every product, read in chunks by id so no single read holds a connection (or the event loop) long,
 * with its words, from which the postings are built at the end.
 */
async function loadAll(db: Db): Promise<Facts> {
  const facts = emptyFacts(1024);
  facts.categories = await activeCategories(db);
  const words = new PostingsBuilder();
  let after = '';
  for (;;) {
    const rows = (await factRows(db)
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(CHUNK)
      .execute()) as FactRow[];
    await putChunk(db, facts, rows, (slot, text) => {
      if (text) words.addText(slot, text);
    });
    if (rows.length < CHUNK) break;
    after = rows[rows.length - 1]!.id;
  }
  facts.words = WordPostings.of(words, facts.active.length);
  return facts;
}

async function reload(db: Db, facts: Facts, ids: readonly string[]): Promise<void> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const rows = (await factRows(db).where('p.id', 'in', chunk).execute()) as FactRow[];
    for (const row of rows) found.add(row.id);
    await putChunk(db, facts, rows, (slot, text) => facts.words.update(slot, text));
  }
  // A deleted product keeps its slot, never to match again (its key may come back for another product
  // on SQLite, which then takes the slot over).
  const gone = new Set(ids.filter((id) => !found.has(id)));
  if (gone.size === 0) return;
  for (let slot = 0; slot < facts.size; slot += 1) {
    if (!gone.has(facts.id[slot]!)) continue;
    facts.active[slot] = 0;
    touch(facts, slot);
    facts.wordsHash[slot] = 0;
    facts.words.update(slot, null);
  }
}

/** How many changes are numbered above a number, and the last (compiled once: read before every search). */
const changesAbove = preparedQuery((db: Db, from: number) =>
  db
    .selectFrom('productFactChanges')
    .select([sql<number>`count(*)`.as('rows'), sql<number | null>`max(seq)`.as('last')])
    .where('seq', '>', from),
);

/** The products numbered as changed above a number, with their numbers. */
function changesSince(db: Db, from: number) {
  return db.selectFrom('productFactChanges').select(['productId', 'seq']).where('seq', '>', from).execute();
}

/** What the changes within reach look like: unchanged, nothing needs reading again. */
async function signature(db: Db, from: number): Promise<string> {
  const [row] = await changesAbove(db, from);
  return `${from}:${Number(row?.rows ?? 0)}:${Number(row?.last ?? 0)}`;
}

/**
 * Reads again the products whose change number moved. Most searches find the changes within reach as
 * they were (one row read: how many, and the last); a change adds a row or moves one to the top.
 */
async function refresh(db: Db, tracked: Tracked): Promise<void> {
  const from = tracked.seq - LATE_COMMITS;
  const seen = await signature(db, from);
  if (seen === tracked.signature) return;
  const changes = await changesSince(db, from);
  const stale = changes.filter((c) => tracked.applied.get(c.productId) !== Number(c.seq));
  // Kept only when nothing had to be read: what was applied now moves the reach up.
  tracked.signature = stale.length === 0 ? seen : null;
  if (stale.length === 0) return;
  if (stale.some((c) => c.productId === EVERY_PRODUCT)) {
    // The whole index was rebuilt: every product read again, those changes included.
    tracked.facts = await loadAll(db);
  } else {
    if (stale.some((c) => c.productId === CATEGORIES)) {
      tracked.facts.categories = await activeCategories(db);
      tracked.facts.version += 1;
    }
    const products = stale.filter((c) => c.productId !== CATEGORIES);
    if (products.length > 0) {
      await reload(
        db,
        tracked.facts,
        products.map((c) => c.productId),
      );
    }
  }
  for (const c of stale) {
    tracked.applied.set(c.productId, Number(c.seq));
    tracked.seq = Math.max(tracked.seq, Number(c.seq));
  }
  for (const [id, seq] of tracked.applied) if (seq <= tracked.seq - LATE_COMMITS) tracked.applied.delete(id);
}

async function start(db: Db): Promise<Tracked> {
  // The changes first: whatever changes while the products are read is read again after. Those within
  // reach now count as applied, or the first refresh would read them again.
  const last = await db
    .selectFrom('productFactChanges')
    .select(sql<number | null>`max(seq)`.as('seq'))
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0);
  const within = await changesSince(db, seq - LATE_COMMITS);
  const facts = await loadAll(db);
  const applied = new Map(within.map((c) => [c.productId, Number(c.seq)]));
  // Changes made while the products were read, or committed late, are within the first refresh's reach.
  return { facts, seq, applied, signature: null, refreshing: null };
}

/** Read once per database (a failed start is tried again), then kept up to date by refresh. */
const started = perDatabase(start);

/** The facts of every product as the database holds them now (read at first use, then kept up to date). */
export async function productFacts(db: Db): Promise<ProductFacts> {
  const tracked = await started.get(db);
  // One refresh at a time; searches arriving meanwhile share it.
  tracked.refreshing ??= refresh(db, tracked).finally(() => {
    tracked.refreshing = null;
  });
  await tracked.refreshing;
  return tracked.facts;
}
