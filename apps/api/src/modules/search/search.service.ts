import { categorySlug } from '@store/shared/slug';
import { toDollars } from '@store/shared/money';
import type { SearchQuery, SearchResponse } from '@store/shared/schemas/search';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import { cardsAt } from '../catalog/index.ts';
import {
  categoryWords,
  facetedPage,
  categoryCounts,
  type FactCategory,
  type ProductFacts,
  productFacts,
  planQuery,
  type QueryWord,
  synonymGroups,
  matchPlan,
  nameHolds,
  planMatches,
} from '../product-index/index.ts';
import { beginsWords } from './query-terms.ts';
import { correctTerms } from './spelling.ts';

/** The category a filter names (slug or name, either language); null means every category. */
function categoryFilter(category: string | undefined): string | null {
  if (!category || category === 'all') return null;
  return categorySlug(category);
}

/** What the words ask for: every word, or (partial matches) any of them. */
interface Words {
  plan: readonly QueryWord[];
  all: boolean;
}

/**
 * The words' matches, with their relevance when results are ordered by it, filtered, counted per
 * category and ordered from the facts in memory (word-match.ts, faceted-page.ts), and the page's
 * cards from there too (product-cards.ts).
 */
function runSearch(
  ctx: Ctx,
  facts: ProductFacts,
  categories: readonly FactCategory[],
  words: Words,
  query: SearchQuery,
) {
  const scored = query.sortBy === 'relevance' && words.plan.length > 0;
  const matches = words.plan.length > 0 ? matchPlan(facts, words.plan, words.all, scored) : null;
  const slug = categoryFilter(query.category);
  const { facets, total, pageSlots } = facetedPage(facts, categories, matches, query, slug);
  const products = cardsAt(facts, pageSlots, ctx.lang);
  const selected = facets.filter((r) => slug === null || r.slug === slug);
  return { facetRows: facets, selected, total, products };
}

/**
 * The plan with category words kept only for words no product name holds: 'furniture' brings Home &
 * Garden in, while 'shoes' finds what is named so (and its synonyms) without the 16,000 other Fashion
 * products of a large catalogue, which would only slow every such search down.
 */
function withCategoryFallback(facts: ProductFacts, plan: readonly QueryWord[]): QueryWord[] {
  return plan.map((word) => {
    if (!word.alternatives.some((a) => a.kind === 'category')) return word;
    if (!nameHolds(facts, word)) return word;
    return { ...word, alternatives: word.alternatives.filter((a) => a.kind !== 'category') };
  });
}

/**
 * The query with its unknown words replaced by their closest indexed spelling; null when no word
 * needed or found a correction. A word is unknown when none of its forms, synonyms or parts is indexed.
 */
function corrected(facts: ProductFacts, plan: readonly QueryWord[]): string | null {
  const known = new Map(plan.map((w) => [w.text, w]));
  const fixed = correctTerms(
    facts.words,
    plan.map((w) => w.text),
    (text) => {
      const word = known.get(text);
      return !word || text.includes(' ') || planMatches(facts, [word]);
    },
  );
  return fixed ? fixed.join(' ') : null;
}

/**
 * The store's search: full-text with stemming, synonyms, parts of words and category words, ranked
 * the same on both databases; every filter combinable, category facets and price range for the query,
 * paging. When the words as typed match nothing, a close spelling; when all the words together still
 * match nothing, the products matching most of them (partialMatch).
 */
export async function search(ctx: Ctx, query: SearchQuery): Promise<SearchResponse> {
  const [facts, groups, categories] = await Promise.all([
    productFacts(ctx.db),
    synonymGroups(ctx.db),
    categoryWords(ctx.db),
  ]);
  const planOf = (text: string) => withCategoryFallback(facts, planQuery(text, groups, categories));
  let plan = planOf(query.q);
  const tooShort = query.q.trim() !== '' && plan.length === 0;
  const run = (words: Words) => runSearch(ctx, facts, facts.categories, words, query);
  let result = tooShort ? null : run({ plan, all: true });
  let correctedQuery: string | null = null;
  if (result && result.total === 0 && plan.length > 0) {
    const text = corrected(facts, plan);
    if (text) {
      correctedQuery = text;
      plan = planOf(text);
      result = run({ plan, all: true });
    }
  }
  let partialMatch = false;
  // Only when the words themselves never meet: a filter that leaves nothing is the shopper's choice.
  if (result && result.total === 0 && plan.length > 1 && !planMatches(facts, plan)) {
    result = run({ plan, all: false });
    partialMatch = result.total > 0;
  }
  const terms = plan.flatMap((w) => w.text.split(' '));
  const total = result?.total ?? 0;
  const prices = (result?.selected ?? []).flatMap((r) => [r.minPrice, r.maxPrice]);
  const named = terms.length ? categoriesNamed(facts.categories, terms) : [];
  // Counted only for a search that names a category: the count is worked out again after any change.
  const active = named.length > 0 ? categoryCounts(facts).active : null;
  const matchingCategories = named.map((c) => ({
    _id: c.id,
    id: c.id,
    name: pick(ctx.lang, c.nameEn, c.nameFr),
    slug: c.slug,
    description: pick(ctx.lang, c.descriptionEn, c.descriptionFr),
    productCount: active?.[facts.categoryIds.indexOf(c.id)] ?? 0,
  }));
  return {
    products: result?.products ?? [],
    categories: matchingCategories,
    productCount: total,
    total,
    page: query.page,
    totalPages: Math.ceil(total / query.limit),
    correctedQuery,
    partialMatch,
    filters: {
      categories: (result?.facetRows ?? [])
        .filter((r) => r.matching > 0)
        .map((r) => ({ name: pick(ctx.lang, r.nameEn, r.nameFr), slug: r.slug, count: r.matching })),
      priceRange: {
        min: prices.length ? toDollars(Math.min(...prices)) : 0,
        max: prices.length ? toDollars(Math.max(...prices)) : 0,
      },
    },
  };
}

/** Of these categories, those whose name, in either language, or slug has a word starting with each term. */
export function categoriesNamed(
  categories: readonly FactCategory[],
  terms: readonly string[],
): FactCategory[] {
  return categories.filter((c) => beginsWords(`${c.nameEn} ${c.nameFr ?? ''} ${c.slug}`, terms));
}
