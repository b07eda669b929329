import type { Selectable } from 'kysely';
import type { CategoriesTable } from '../../db/types.ts';
import type { IndexedText } from './frozen-postings.ts';
import { TextArena } from './text-arena.ts';
import { WordPostings } from './word-postings.ts';

/** An active category, as the facts keep it. */
export type FactCategory = Pick<
  Selectable<CategoriesTable>,
  'id' | 'slug' | 'nameEn' | 'nameFr' | 'descriptionEn' | 'descriptionFr' | 'image' | 'icon' | 'sortOrder'
>;

/**
 * What search matches, filters, counts and sorts products by, and what their cards show, for every
 * product, in this process's memory: one array per column, a product at the same slot in each, the
 * text index's words of every slot (word-postings.ts) and the active categories. A search matches,
 * filters, counts facets, sorts and shows its page's cards from here, and so do category pages, the
 * featured list and recommendations (catalog/): they read the database only to learn whether anything
 * changed. Joining thousands of matches to products on every search cost far more (at 100,000
 * products: 'shoes', 5,650 matches, 25 ms on SQLite, 110 ms on PostgreSQL), and so did asking the
 * text index to score them (5 to 30 ms a search). product-facts.ts keeps them up to date.
 */
export interface ProductFacts {
  /** Slot of each product, by productKey (SQLite rowid, PostgreSQL id); -1 when unknown. */
  slotOf(key: string | number): number;
  /** Slot of a product by its id; -1 when unknown (a deleted product's slot stays, inactive). */
  slotOfId(id: string): number;
  id: string[];
  /**
   * The first 13 hex digits of each id as a number (db/ids.ts: ids are 24 hex digits), so that
   * comparing these orders as the ids do, but for ids that share them, without reading a string; 0
   * for an id of another form (only tests make them), which its text then orders.
   */
  idKey: Float64Array;
  /**
   * Names, for suggestions. No trigger watches them: they are read again when the index's writer
   * numbers the product as changed, which every name edit needs for search to find the new name.
   */
  nameEn: string[];
  nameFr: (string | null)[];
  /** What a product card shows besides (product-cards.ts): search pages and lists read no product rows. */
  descriptionEn: string[];
  descriptionFr: (string | null)[];
  image: string[];
  /** The price before a reduction, in cents; NaN when there is none. */
  originalPrice: Float64Array;
  /** What a product page shows besides (catalog/product.service.ts), its texts off the heap. */
  detailedEn: TextArena;
  detailedFr: TextArena;
  stockQuantity: Float64Array;
  stockReserved: Float64Array;
  /** Gallery, specifications and variants of each slot, as JSON text (product-parts-json.ts). */
  parts: TextArena;
  /** Category of each product, as a number into categoryIds. */
  category: Int32Array;
  categoryIds: string[];
  /** The active categories, in the store's order (sort order, then slug). */
  categories: FactCategory[];
  /**
   * A number per category (as category) that moves whenever one of its products' facts is put or
   * dropped: what is ordered from a category's products (category-orders.ts) holds while it stays.
   */
  categoryVersion: number[];
  /** A number that moves whenever any product's facts are put or dropped. */
  version: number;
  /** When each product was created, in milliseconds. */
  created: Float64Array;
  active: Uint8Array;
  inStock: Uint8Array;
  featured: Uint8Array;
  price: Float64Array;
  rating: Float64Array;
  reviews: Float64Array;
  views: Float64Array;
  /** The text index's words of every slot. */
  words: WordPostings;
  /** A hash of each slot's index row as last read (index-text.ts), 0 for none. */
  wordsHash: Uint32Array;
  /** Slots in use. */
  size: number;
}

export interface FactRow {
  key: string | number;
  id: string;
  nameEn: string;
  nameFr: string | null;
  descriptionEn: string;
  descriptionFr: string | null;
  image: string;
  originalPriceCents: number | null;
  detailedDescriptionEn: string | null;
  detailedDescriptionFr: string | null;
  stockQuantity: number;
  stockReserved: number;
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

export interface Tables {
  slots: Slots;
  /** Slots by id, where productKey is a rowid (SQLite); by key itself otherwise. */
  idSlots: Map<string, number>;
  categoryNumbers: Map<string, number>;
}

export function emptyFacts(capacity: number): ProductFacts & Tables {
  const slots = new Slots();
  const idSlots = new Map<string, number>();
  return {
    slots,
    idSlots,
    slotOf: (key) => slots.get(key),
    slotOfId(id) {
      const slot = idSlots.get(id) ?? slots.get(id);
      // On SQLite a deleted product's rowid may be taken by another product, and its slot with it.
      return slot >= 0 && this.id[slot] === id ? slot : -1;
    },
    categoryNumbers: new Map(),
    id: [],
    idKey: new Float64Array(capacity),
    nameEn: [],
    nameFr: [],
    descriptionEn: [],
    descriptionFr: [],
    image: [],
    originalPrice: new Float64Array(capacity),
    detailedEn: new TextArena(),
    detailedFr: new TextArena(),
    stockQuantity: new Float64Array(capacity),
    stockReserved: new Float64Array(capacity),
    parts: new TextArena(),
    category: new Int32Array(capacity),
    categoryIds: [],
    categories: [],
    categoryVersion: [],
    version: 0,
    created: new Float64Array(capacity),
    active: new Uint8Array(capacity),
    inStock: new Uint8Array(capacity),
    featured: new Uint8Array(capacity),
    price: new Float64Array(capacity),
    rating: new Float64Array(capacity),
    reviews: new Float64Array(capacity),
    views: new Float64Array(capacity),
    words: WordPostings.build([], capacity),
    wordsHash: new Uint32Array(capacity),
    size: 0,
  };
}

function grown<T extends Uint8Array | Uint32Array | Int32Array | Float64Array>(
  column: T,
  capacity: number,
): T {
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
  facts.originalPrice = grown(facts.originalPrice, capacity);
  facts.stockQuantity = grown(facts.stockQuantity, capacity);
  facts.stockReserved = grown(facts.stockReserved, capacity);
  facts.rating = grown(facts.rating, capacity);
  facts.reviews = grown(facts.reviews, capacity);
  facts.views = grown(facts.views, capacity);
  facts.wordsHash = grown(facts.wordsHash, capacity);
  facts.idKey = grown(facts.idKey, capacity);
}

function categoryNumber(facts: ProductFacts & Tables, categoryId: string): number {
  let number = facts.categoryNumbers.get(categoryId);
  if (number === undefined) {
    number = facts.categoryIds.length;
    facts.categoryIds.push(categoryId);
    facts.categoryVersion.push(0);
    facts.categoryNumbers.set(categoryId, number);
  }
  return number;
}

const HEX_ID = /^[0-9a-f]{24}$/;

/** Negative when slot a's id sorts before slot b's: by idKey, then (ids sharing it) by the text. */
export function compareIds(facts: ProductFacts, a: number, b: number): number {
  const byKey = facts.idKey[a]! - facts.idKey[b]!;
  if (byKey !== 0) return byKey;
  const [idA, idB] = [facts.id[a]!, facts.id[b]!];
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}

/** Marks the slot's category, and the facts as a whole, as changed (categoryVersion, version). */
export function touch(facts: ProductFacts, slot: number): void {
  const number = facts.category[slot]!;
  facts.categoryVersion[number] = facts.categoryVersion[number]! + 1;
  facts.version += 1;
}

export function put(facts: ProductFacts & Tables, row: FactRow): void {
  let slot = facts.slots.get(row.key);
  if (slot < 0) {
    slot = facts.size;
    reserve(facts, slot + 1);
    facts.size += 1;
    facts.slots.set(row.key, slot);
  } else {
    // The category it leaves changes too.
    touch(facts, slot);
  }
  facts.id[slot] = row.id;
  if (typeof row.key === 'number') facts.idSlots.set(row.id, slot);
  facts.idKey[slot] = HEX_ID.test(row.id) ? parseInt(row.id.slice(0, 13), 16) : 0;
  facts.nameEn[slot] = row.nameEn;
  facts.nameFr[slot] = row.nameFr;
  facts.descriptionEn[slot] = row.descriptionEn;
  facts.descriptionFr[slot] = row.descriptionFr;
  facts.image[slot] = row.image;
  facts.originalPrice[slot] = row.originalPriceCents ?? NaN;
  facts.detailedEn.set(slot, row.detailedDescriptionEn);
  facts.detailedFr.set(slot, row.detailedDescriptionFr);
  facts.stockQuantity[slot] = row.stockQuantity;
  facts.stockReserved[slot] = row.stockReserved;
  facts.category[slot] = categoryNumber(facts, row.categoryId);
  touch(facts, slot);
  facts.created[slot] = Date.parse(row.createdAt);
  facts.active[slot] = row.isActive;
  facts.inStock[slot] = row.inStock;
  facts.featured[slot] = row.featured;
  facts.price[slot] = row.priceCents;
  facts.rating[slot] = row.rating;
  facts.reviews[slot] = row.reviewCount;
  facts.views[slot] = row.viewCount;
}

/**
 * Facts of these products, as a process would hold them, with the index's words of those that `texts`
 * gives (for tests of what reads them).
 */
export function factsOf(
  rows: readonly FactRow[],
  texts: ReadonlyMap<string | number, IndexedText> = new Map(),
): ProductFacts {
  const facts = emptyFacts(rows.length);
  for (const row of rows) put(facts, row);
  const slotted = [...texts].map(([key, text]) => [facts.slotOf(key), text] as const);
  facts.words = WordPostings.build(slotted, facts.active.length);
  return facts;
}

/**
 * A value worked out from the facts and kept until they change (facts.version): for what many reads
 * need and only a write changes.
 */
function perVersion<T>(compute: (facts: ProductFacts) => T): (facts: ProductFacts) => T {
  const known = new WeakMap<ProductFacts, { version: number; value: T }>();
  return (facts) => {
    const kept = known.get(facts);
    if (kept?.version === facts.version) return kept.value;
    const value = compute(facts);
    known.set(facts, { version: facts.version, value });
    return value;
  };
}

/** Each category number's (as category) active category, or undefined for one not active. */
export const activeCategoryOf = perVersion((facts): readonly (FactCategory | undefined)[] => {
  const byId = new Map(facts.categories.map((c) => [c.id, c]));
  return facts.categoryIds.map((id) => byId.get(id));
});

export interface CategoryCounts {
  /** Active products per category number (as category). */
  active: Int32Array;
  /** Of those, the featured. */
  featured: Int32Array;
}

/**
 * How many active, and active featured, products each category holds, counted from the facts once
 * per version (a pass over every slot: a fraction of a millisecond at 100,000 products).
 */
export const categoryCounts = perVersion((facts): CategoryCounts => {
  const active = new Int32Array(facts.categoryIds.length);
  const featured = new Int32Array(facts.categoryIds.length);
  for (let slot = 0; slot < facts.size; slot += 1) {
    if (facts.active[slot] !== 1) continue;
    const number = facts.category[slot]!;
    active[number] = active[number]! + 1;
    if (facts.featured[slot] === 1) featured[number] = featured[number]! + 1;
  }
  return { active, featured };
});
