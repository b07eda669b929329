import { toCents } from '@store/shared/money';
import type { SearchQuery } from '@store/shared/schemas/search';
import { compareIds, type ProductFacts } from './fact-columns.ts';
import { firstInOrder } from './first-in-order.ts';
import type { SlotMatches } from './word-match.ts';

/** An active category, as facets list it. */
export interface SearchCategory {
  id: string;
  slug: string;
  nameEn: string;
  nameFr: string | null;
}

/** The products a search's words match; null when it has no words (every product). */
export type Matches = SlotMatches | null;

export interface Facet {
  slug: string;
  nameEn: string;
  nameFr: string | null;
  /** Matches in this category passing every filter, the price range included. */
  matching: number;
  /** Price range (cents) of its matches before the price filters (a facet has one match at least). */
  minPrice: number;
  maxPrice: number;
}

type Filters = Pick<SearchQuery, 'minPrice' | 'maxPrice' | 'minRating' | 'inStock' | 'featured' | 'sortBy'>;

/** Grown as needed and reused: a search's results are ordered synchronously, so one set serves all. */
const scratch = {
  slots: new Int32Array(1024),
  /** Each result's place in the matches (for its score), or -1 without words. */
  at: new Int32Array(1024),
  first: new Float64Array(1024),
  second: new Float64Array(1024),
};

function reserveScratch(size: number): void {
  if (scratch.slots.length >= size) return;
  const capacity = Math.max(size, scratch.slots.length * 2);
  scratch.slots = new Int32Array(capacity);
  scratch.at = new Int32Array(capacity);
  scratch.first = new Float64Array(capacity);
  scratch.second = new Float64Array(capacity);
}

/**
 * The results so far: slots in parallel arrays with what orders them. The higher `first` comes first,
 * then the higher `second`, then the lower id: ties always end on the id, so a page never shuffles
 * between requests.
 */
class Selection {
  readonly slots: Int32Array;
  readonly at: Int32Array;
  readonly first: Float64Array;
  readonly second: Float64Array;
  size = 0;

  constructor(
    capacity: number,
    private readonly facts: ProductFacts,
  ) {
    reserveScratch(capacity);
    ({ slots: this.slots, at: this.at, first: this.first, second: this.second } = scratch);
  }

  add(slot: number, at: number): void {
    this.slots[this.size] = slot;
    this.at[this.size] = at;
    this.size += 1;
  }

  /**
   * Fills each result's keys for the order asked: a loop of its own per order, not a key function,
   * whose one call site would see every order's function and slow every search.
   */
  order(facts: ProductFacts, sortBy: SearchQuery['sortBy'], matches: Matches): void {
    const { slots, at, first, second, size } = this;
    second.fill(0, 0, size);
    const column = (values: Float64Array | Uint8Array, into: Float64Array, sign = 1) => {
      for (let i = 0; i < size; i += 1) into[i] = sign * values[slots[i]!]!;
    };
    switch (sortBy) {
      case 'price-low':
        return column(facts.price, first, -1);
      case 'price-high':
        return column(facts.price, first);
      case 'rating':
        column(facts.rating, first);
        return column(facts.reviews, second);
      case 'reviews':
        return column(facts.reviews, first);
      case 'newest':
        return column(facts.created, first);
      case 'popularity':
        return column(facts.views, first);
    }
    // Relevance: with words, more words matched (partial matches), then the better score, in stock
    // before sold out (small whole numbers, packed into one); without words, featured, then most viewed.
    const { score, matched } = matches ?? {};
    if (!score || !matched) {
      column(facts.featured, first);
      return column(facts.views, second);
    }
    const { inStock } = facts;
    for (let i = 0; i < size; i += 1) {
      const m = at[i]!;
      first[i] = matched[m]! * 2 ** 24 + score[m]! * 2 + inStock[slots[i]!]!;
    }
  }

  /** Negative when result i comes before result j. */
  compare(i: number, j: number): number {
    const byFirst = this.first[j]! - this.first[i]!;
    if (byFirst !== 0) return byFirst;
    const bySecond = this.second[j]! - this.second[i]!;
    if (bySecond !== 0) return bySecond;
    return compareIds(this.facts, this.slots[i]!, this.slots[j]!);
  }

  /** The slots of the first `count` results in order (all sorted only when most are asked for). */
  firstSlots(count: number): number[] {
    const compare = (i: number, j: number) => this.compare(i, j);
    const best =
      count >= this.size / 4
        ? Array.from({ length: this.size }, (_, i) => i)
            .sort(compare)
            .slice(0, count)
        : firstInOrder(this.size, count, compare);
    return best.map((i) => this.slots[i]!);
  }
}

/**
 * One search's facet counts, total and page of product ids, from the facts in memory: the matches that
 * are active, in an active category and pass the rating, stock and featured filters make the facets
 * (each category's count under the price filters, and its price range before them); those also in the
 * chosen category and price range are the results, ordered as asked.
 */
export function facetedPage(
  facts: ProductFacts,
  categories: readonly SearchCategory[],
  matches: Matches,
  query: Filters & { page: number; limit: number },
  categorySlug: string | null,
): { facets: Facet[]; total: number; pageSlots: number[] } {
  // Each product's category number (facts.categoryIds) to the category's place in `categories`, or -1
  // for a category not among them (not active).
  const place = new Int32Array(facts.categoryIds.length).fill(-1);
  const placeOf = new Map(categories.map((c, i) => [c.id, i]));
  facts.categoryIds.forEach((id, number) => {
    place[number] = placeOf.get(id) ?? -1;
  });
  const found = new Int32Array(categories.length);
  const matching = new Int32Array(categories.length);
  const minPrice = new Float64Array(categories.length).fill(Infinity);
  const maxPrice = new Float64Array(categories.length).fill(-Infinity);
  const min = query.minPrice === undefined ? -Infinity : toCents(query.minPrice);
  const max = query.maxPrice === undefined ? Infinity : toCents(query.maxPrice);
  const minRating = query.minRating ?? -Infinity;
  const onlyInStock = query.inStock === true;
  const onlyFeatured = query.featured === true;
  const chosen = categories.findIndex((c) => c.slug === categorySlug);
  const { active, rating, inStock, featured, category, price: prices } = facts;
  const selection = new Selection(matches === null ? facts.size : matches.slots.length, facts);
  const consider = (slot: number, at: number) => {
    if (active[slot] !== 1 || rating[slot]! < minRating) return;
    if ((onlyInStock && inStock[slot] !== 1) || (onlyFeatured && featured[slot] !== 1)) return;
    const c = place[category[slot]!]!;
    if (c < 0) return;
    const price = prices[slot]!;
    found[c] = found[c]! + 1;
    if (price < minPrice[c]!) minPrice[c] = price;
    if (price > maxPrice[c]!) maxPrice[c] = price;
    if (price < min || price > max) return;
    matching[c] = matching[c]! + 1;
    if (categorySlug === null || c === chosen) selection.add(slot, at);
  };
  if (matches === null) {
    for (let slot = 0; slot < facts.size; slot += 1) consider(slot, -1);
  } else {
    const { slots } = matches;
    for (let i = 0; i < slots.length; i += 1) consider(slots[i]!, i);
  }
  selection.order(facts, query.sortBy, matches);
  const facets = categories.flatMap((c, i) =>
    found[i]! > 0
      ? [
          {
            slug: c.slug,
            nameEn: c.nameEn,
            nameFr: c.nameFr,
            matching: matching[i]!,
            minPrice: minPrice[i]!,
            maxPrice: maxPrice[i]!,
          },
        ]
      : [],
  );
  const offset = (query.page - 1) * query.limit;
  const page = selection.firstSlots(offset + query.limit).slice(offset);
  return { facets, total: selection.size, pageSlots: page };
}
