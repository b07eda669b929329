import { activeCategoryOf, compareIds, type ProductFacts, firstInOrder } from '../product-index/index.ts';
import type { SlotLists } from './slot-lists.ts';

/**
 * How many of the best-liked products are kept per list: enough for the largest recommendation list
 * (24) past as many products left out (the product itself, those already listed, those the visitor
 * saw). Asking past them reads the facts again, uncached.
 */
const KEPT = 72;

/** Negative when slot a is better liked: in stock, then rating, then reviews; ties by the higher id. */
function betterLiked(facts: ProductFacts) {
  const { inStock, rating, reviews } = facts;
  return (a: number, b: number) =>
    inStock[b]! - inStock[a]! ||
    rating[b]! - rating[a]! ||
    reviews[b]! - reviews[a]! ||
    compareIds(facts, b, a);
}

/** The first `count` slots that `shown` lets through, best liked first, in one pass over the facts. */
function firstLiked(facts: ProductFacts, shown: (slot: number) => boolean, count: number): Int32Array {
  return Int32Array.from(firstInOrder(facts.size, count, betterLiked(facts), shown));
}

/**
 * The best-liked active products of active categories, or of one category (its number in
 * facts.categoryIds), leaving out the ids in `except`: up to `count` slots. The first KEPT of each
 * list are kept until a product (of that category) or a category changes.
 */
export function bestLiked(
  lists: SlotLists,
  facts: ProductFacts,
  category: number | null,
  except: ReadonlySet<string>,
  count: number,
): number[] {
  const byNumber = activeCategoryOf(facts);
  if (category !== null && !byNumber[category]) return [];
  const shown = (slot: number) =>
    facts.active[slot] === 1 &&
    (category === null ? byNumber[facts.category[slot]!] !== undefined : facts.category[slot] === category);
  const name = category === null ? 'best' : `best:${category}`;
  const version = String(category === null ? facts.version : facts.categoryVersion[category]);
  const pick = (slots: Int32Array) => Array.from(slots).filter((slot) => !except.has(facts.id[slot]!));
  const kept = lists.get(facts, name, version, () => firstLiked(facts, shown, KEPT));
  const picked = pick(kept);
  if (picked.length >= count || kept.length < KEPT) return picked.slice(0, count);
  return pick(firstLiked(facts, shown, count + except.size)).slice(0, count);
}
