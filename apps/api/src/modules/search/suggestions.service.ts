import { SEARCH_DROPDOWN_SUGGESTIONS } from '@store/shared/constants';
import type { Suggestion } from '@store/shared/schemas/search';
import type { Language } from '@store/shared/constants';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import {
  activeCategoryOf,
  compareIds,
  type ProductFacts,
  firstInOrder,
  productFacts,
  nameMatches,
} from '../product-index/index.ts';
import { beginsWords, queryTerms } from './query-terms.ts';
import { categoriesNamed } from './search.service.ts';
import { correctTerms } from './spelling.ts';

/** Categories take at most this many of the suggestion slots, so products always show. */
const MAX_CATEGORY_SUGGESTIONS = 2;

/** Products looked at for the names: enough that names in the shopper's language can come first. */
const NAME_ROWS = 50;

/**
 * The most reviewed active products (then by id) of active categories whose name has every term as
 * the start of a word: what is being typed is a product name far more often than a description.
 */
function mostReviewed(facts: ProductFacts, terms: readonly string[]): number[] {
  const byNumber = activeCategoryOf(facts);
  const { reviews } = facts;
  const matches = nameMatches(facts, terms);
  const shown = (i: number) =>
    facts.active[matches[i]!] === 1 && byNumber[facts.category[matches[i]!]!] !== undefined;
  const moreReviewed = (i: number, j: number) => {
    const [a, b] = [matches[i]!, matches[j]!];
    return reviews[b]! - reviews[a]! || compareIds(facts, a, b);
  };
  return firstInOrder(matches.length, NAME_ROWS, moreReviewed, shown).map((i) => matches[i]!);
}

/**
 * Names of the most reviewed products among those whose name begins with what is typed, those whose
 * name in the shopper's language does first: the index holds both languages' names, so 'cas' also
 * finds 'Cast Iron Skillet', which a French shopper reads as « Poêle en fonte ».
 */
function productNames(
  lang: Language,
  facts: ProductFacts,
  terms: readonly string[],
  limit: number,
): string[] {
  const own: string[] = [];
  const others: string[] = [];
  const seen = new Set<string>();
  for (const slot of mostReviewed(facts, terms)) {
    const name = pick(lang, facts.nameEn[slot]!, facts.nameFr[slot] ?? null);
    if (seen.has(name)) continue;
    seen.add(name);
    if (!beginsWords(name, terms)) others.push(name);
    else if (own.push(name) === limit) break;
  }
  return [...own, ...others].slice(0, limit);
}

/**
 * The terms without a last one of a single letter when others come before it ('t-s' → 't'): it is
 * the start of a word being typed, narrows next to nothing, and a one-letter prefix has no index of
 * its own (8 to 15 ms a suggestion at 100,000 products).
 */
function withoutLoneLetterLast(terms: string[]): string[] {
  return terms.length > 1 && terms[terms.length - 1]!.length === 1 ? terms.slice(0, -1) : terms;
}

/**
 * Up to five completions for what is being typed: matching categories, then product names, best first.
 * A misspelt query ('hedphones') is suggested what its closest spelling finds.
 */
export async function suggestions(ctx: Ctx, q: string): Promise<Suggestion[]> {
  let terms = withoutLoneLetterLast(queryTerms(q));
  if (terms.length === 0) return [];
  const facts = await productFacts(ctx.db);
  const completions = (words: readonly string[]) =>
    [
      categoriesNamed(facts.categories, words),
      productNames(ctx.lang, facts, words, SEARCH_DROPDOWN_SUGGESTIONS),
    ] as const;
  let [categories, products] = completions(terms);
  if (categories.length === 0 && products.length === 0) {
    const corrected = correctTerms(facts.words, terms);
    if (!corrected) return [];
    terms = corrected;
    [categories, products] = completions(terms);
  }
  const fromCategories = categories
    .slice(0, MAX_CATEGORY_SUGGESTIONS)
    .map((c): Suggestion => ({ suggestion: pick(ctx.lang, c.nameEn, c.nameFr), type: 'category' }));
  const fromProducts = products.map((name): Suggestion => ({ suggestion: name, type: 'product' }));
  return [...fromCategories, ...fromProducts].slice(0, SEARCH_DROPDOWN_SUGGESTIONS);
}
