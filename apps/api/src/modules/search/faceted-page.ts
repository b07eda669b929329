import { toCents } from '@store/shared/money';
import type { SearchQuery } from '@store/shared/schemas/search';
import type { ProductFacts } from './fact-columns.ts';
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

/** What orders results: the higher `first` comes first, then the higher `second`, then the lower id. */
interface Order {
  first(slot: number, score: number, matched: number): number;
  second?(slot: number): number;
}

/** Ties always end on the product id, so a page never shuffles between requests. */
function orderOf(facts: ProductFacts, sortBy: SearchQuery['sortBy'], scored: boolean): Order {
  const { price, rating, reviews, views, created, featured, inStock } = facts;
  switch (sortBy) {
    case 'price-low':
      return { first: (slot) => -price[slot]! };
    case 'price-high':
      return { first: (slot) => price[slot]! };
    case 'rating':
      return { first: (slot) => rating[slot]!, second: (slot) => reviews[slot]! };
    case 'reviews':
      return { first: (slot) => reviews[slot]! };
    case 'newest':
      return { first: (slot) => created[slot]! };
    case 'popularity':
      return { first: (slot) => views[slot]! };
    default:
      // Relevance: with words, more words matched (partial matches), then the better score, in stock
      // before sold out (small whole numbers, packed into one); without words, featured, then most viewed.
      return scored
        ? { first: (slot, score, matched) => matched * 2 ** 24 + score * 2 + inStock[slot]! }
        : { first: (slot) => featured[slot]!, second: (slot) => views[slot]! };
  }
}

/** The results so far: slots, with what orders them, in parallel arrays. */
class Selection {
  readonly slots: Int32Array;
  readonly first: Float64Array;
  readonly second: Float64Array;
  size = 0;

  constructor(
    capacity: number,
    private readonly order: Order,
    private readonly ids: readonly string[],
    private readonly idKeys: Float64Array,
  ) {
    this.slots = new Int32Array(capacity);
    this.first = new Float64Array(capacity);
    this.second = new Float64Array(capacity);
  }

  add(slot: number, score: number, matched: number): void {
    const i = this.size;
    this.slots[i] = slot;
    this.first[i] = this.order.first(slot, score, matched);
    this.second[i] = this.order.second?.(slot) ?? 0;
    this.size += 1;
  }

  /** Negative when result i comes before result j. */
  compare(i: number, j: number): number {
    const byFirst = this.first[j]! - this.first[i]!;
    if (byFirst !== 0) return byFirst;
    const bySecond = this.second[j]! - this.second[i]!;
    if (bySecond !== 0) return bySecond;
    const [si, sj] = [this.slots[i]!, this.slots[j]!];
    const byKey = this.idKeys[si]! - this.idKeys[sj]!;
    if (byKey !== 0) return byKey;
    const [a, b] = [this.ids[si]!, this.ids[sj]!];
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /**
   * The slots of the first `count` results in order, without sorting them all: a page of 20 among
   * 10,000 matches is kept in a small sorted buffer that most results never enter.
   */
  firstSlots(count: number): number[] {
    let best: number[];
    if (count >= this.size / 4) {
      best = Array.from({ length: this.size }, (_, i) => i)
        .sort((i, j) => this.compare(i, j))
        .slice(0, count);
    } else {
      best = [];
      const first = this.first;
      for (let i = 0; i < this.size; i += 1) {
        if (best.length === count) {
          // Most results fall behind the last kept on their first key alone.
          const worst = best[count - 1]!;
          if (first[i]! < first[worst]! || (first[i] === first[worst] && this.compare(i, worst) >= 0))
            continue;
        }
        let low = 0;
        let high = best.length;
        while (low < high) {
          const mid = (low + high) >> 1;
          if (this.compare(best[mid]!, i) <= 0) low = mid + 1;
          else high = mid;
        }
        best.splice(low, 0, i);
        if (best.length > count) best.pop();
      }
    }
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
): { facets: Facet[]; total: number; pageIds: string[] } {
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
  const selection = new Selection(
    matches === null ? facts.size : matches.slots.length,
    orderOf(facts, query.sortBy, matches?.score !== undefined),
    facts.id,
    facts.idKey,
  );
  const consider = (slot: number, score: number, matched: number) => {
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
    if (categorySlug === null || c === chosen) selection.add(slot, score, matched);
  };
  if (matches === null) {
    for (let slot = 0; slot < facts.size; slot += 1) consider(slot, 0, 0);
  } else {
    const { slots, score, matched } = matches;
    for (let i = 0; i < slots.length; i += 1) consider(slots[i]!, score?.[i] ?? 0, matched?.[i] ?? 0);
  }
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
  return { facets, total: selection.size, pageIds: page.map((slot) => facts.id[slot]!) };
}
