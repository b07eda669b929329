import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { productKey } from './match.ts';
import { perDatabase } from './per-database.ts';

/**
 * What search filters, counts and sorts products by, for every product, in this process's memory:
 * one typed array per column, a product at the same slot in each. A search then reads only the keys
 * of its text matches from the database, filters, counts facets and sorts them here, and reads the
 * one page it shows. Joining thousands of matches to products on every search cost far more (at
 * 100,000 products: 'shoes', 5,650 matches, 25 ms on SQLite, 110 ms on PostgreSQL).
 *
 * The facts follow the database through product_fact_changes (migration 0022): triggers give each
 * changed product a new, larger number, and before each search the products whose number moved are
 * read again. Every write counts, whoever made it, in every process.
 */
export interface ProductFacts {
  /** Slot of each product, by productKey (SQLite rowid, PostgreSQL id); -1 when unknown. */
  slotOf(key: string | number): number;
  id: string[];
  /** Category of each product, as a number into categoryIds. */
  category: Int32Array;
  categoryIds: string[];
  /** When each product was created, in milliseconds. */
  created: Float64Array;
  active: Uint8Array;
  inStock: Uint8Array;
  featured: Uint8Array;
  price: Float64Array;
  rating: Float64Array;
  reviews: Float64Array;
  views: Float64Array;
  /** Slots in use. */
  size: number;
}

export interface FactRow {
  key: string | number;
  id: string;
  categoryId: string;
  isActive: number;
  inStock: number;
  featured: number;
  priceCents: number;
  rating: number;
  reviewCount: number;
  viewCount: number;
  createdAt: string;
}

/**
 * Changes numbered this far below the last one seen are read again: on PostgreSQL a transaction may
 * take its number and commit after a later one was read. A product is reloaded only when its number
 * differs from the one already applied.
 */
const LATE_COMMITS = 256;
/** Products read per query, at start and when many changed at once. */
const CHUNK = 5_000;

/**
 * Where each product's slot is found: by rowid in an array on SQLite (a search looks up every match),
 * by id in a map on PostgreSQL.
 */
class Slots {
  private byNumber = new Int32Array(0);
  private readonly byText = new Map<string, number>();

  get(key: string | number): number {
    if (typeof key === 'string') return this.byText.get(key) ?? -1;
    return key < this.byNumber.length ? this.byNumber[key]! - 1 : -1;
  }

  set(key: string | number, slot: number): void {
    if (typeof key === 'string') {
      this.byText.set(key, slot);
      return;
    }
    if (key >= this.byNumber.length)
      this.byNumber = grown(this.byNumber, Math.max(key + 1, this.byNumber.length * 2));
    this.byNumber[key] = slot + 1;
  }
}

interface Tables {
  slots: Slots;
  categoryNumbers: Map<string, number>;
}

function emptyFacts(capacity: number): ProductFacts & Tables {
  const slots = new Slots();
  return {
    slots,
    slotOf: (key) => slots.get(key),
    categoryNumbers: new Map(),
    id: [],
    category: new Int32Array(capacity),
    categoryIds: [],
    created: new Float64Array(capacity),
    active: new Uint8Array(capacity),
    inStock: new Uint8Array(capacity),
    featured: new Uint8Array(capacity),
    price: new Float64Array(capacity),
    rating: new Float64Array(capacity),
    reviews: new Float64Array(capacity),
    views: new Float64Array(capacity),
    size: 0,
  };
}

function grown<T extends Uint8Array | Int32Array | Float64Array>(column: T, capacity: number): T {
  const larger = new (column.constructor as new (length: number) => T)(capacity);
  larger.set(column);
  return larger;
}

/** Room for at least `size` slots, the typed arrays doubled as needed. */
function reserve(facts: ProductFacts, size: number): void {
  if (size <= facts.active.length) return;
  const capacity = Math.max(size, facts.active.length * 2);
  facts.active = grown(facts.active, capacity);
  facts.category = grown(facts.category, capacity);
  facts.created = grown(facts.created, capacity);
  facts.inStock = grown(facts.inStock, capacity);
  facts.featured = grown(facts.featured, capacity);
  facts.price = grown(facts.price, capacity);
  facts.rating = grown(facts.rating, capacity);
  facts.reviews = grown(facts.reviews, capacity);
  facts.views = grown(facts.views, capacity);
}

function categoryNumber(facts: ProductFacts & Tables, categoryId: string): number {
  let number = facts.categoryNumbers.get(categoryId);
  if (number === undefined) {
    number = facts.categoryIds.length;
    facts.categoryIds.push(categoryId);
    facts.categoryNumbers.set(categoryId, number);
  }
  return number;
}

function put(facts: ProductFacts & Tables, row: FactRow): void {
  let slot = facts.slots.get(row.key);
  if (slot < 0) {
    slot = facts.size;
    reserve(facts, slot + 1);
    facts.size += 1;
    facts.slots.set(row.key, slot);
  }
  facts.id[slot] = row.id;
  facts.category[slot] = categoryNumber(facts, row.categoryId);
  facts.created[slot] = Date.parse(row.createdAt);
  facts.active[slot] = row.isActive;
  facts.inStock[slot] = row.inStock;
  facts.featured[slot] = row.featured;
  facts.price[slot] = row.priceCents;
  facts.rating[slot] = row.rating;
  facts.reviews[slot] = row.reviewCount;
  facts.views[slot] = row.viewCount;
}

/** Facts of these products, as a process would hold them (for tests of what reads them). */
export function factsOf(rows: readonly FactRow[]): ProductFacts {
  const facts = emptyFacts(rows.length);
  for (const row of rows) put(facts, row);
  return facts;
}

function factRows(db: Db) {
  return db
    .selectFrom('products as p')
    .select([
      productKey(db, 'p').as('key'),
      'p.id',
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

interface Tracked {
  facts: ProductFacts & Tables;
  /** The largest change number applied. */
  seq: number;
  /** Change numbers applied within LATE_COMMITS of `seq`, by product id. */
  applied: Map<string, number>;
  /** The changes within reach when they last needed nothing read (signature). */
  signature: string | null;
  /** The refresh under way, which every search waits for. */
  refreshing: Promise<void> | null;
}

/** Every product, read in chunks by id so no single read holds a connection (or the event loop) long. */
async function loadAll(db: Db, facts: ProductFacts & Tables): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await factRows(db)
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(CHUNK)
      .execute()) as FactRow[];
    for (const row of rows) put(facts, row);
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function reload(db: Db, facts: ProductFacts & Tables, ids: readonly string[]): Promise<void> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const rows = (await factRows(db).where('p.id', 'in', chunk).execute()) as FactRow[];
    for (const row of rows) {
      put(facts, row);
      found.add(row.id);
    }
  }
  // A deleted product keeps its slot, never to match again (its key may come back for another product
  // on SQLite, which then takes the slot over).
  const gone = new Set(ids.filter((id) => !found.has(id)));
  if (gone.size === 0) return;
  for (let slot = 0; slot < facts.size; slot += 1) if (gone.has(facts.id[slot]!)) facts.active[slot] = 0;
}

/** What the changes within reach look like: unchanged, nothing needs reading again. */
async function signature(db: Db, from: number): Promise<string> {
  const row = await db
    .selectFrom('productFactChanges')
    .select([sql<number>`count(*)`.as('rows'), sql<number | null>`max(seq)`.as('last')])
    .where('seq', '>', from)
    .executeTakeFirst();
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
  const changes = await db
    .selectFrom('productFactChanges')
    .select(['productId', 'seq'])
    .where('seq', '>', from)
    .execute();
  const stale = changes.filter((c) => tracked.applied.get(c.productId) !== Number(c.seq));
  // Kept only when nothing had to be read: what was applied now moves the reach up.
  tracked.signature = stale.length === 0 ? seen : null;
  if (stale.length === 0) return;
  await reload(
    db,
    tracked.facts,
    stale.map((c) => c.productId),
  );
  for (const c of stale) {
    tracked.applied.set(c.productId, Number(c.seq));
    tracked.seq = Math.max(tracked.seq, Number(c.seq));
  }
  for (const [id, seq] of tracked.applied) if (seq <= tracked.seq - LATE_COMMITS) tracked.applied.delete(id);
}

async function start(db: Db): Promise<Tracked> {
  // The change number first: whatever changes while the products are read is read again after.
  const last = await db
    .selectFrom('productFactChanges')
    .select(sql<number | null>`max(seq)`.as('seq'))
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0);
  const facts = emptyFacts(1024);
  await loadAll(db, facts);
  // Changes made while the products were read, or committed late, are within the first refresh's reach.
  return { facts, seq, applied: new Map(), signature: null, refreshing: null };
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
