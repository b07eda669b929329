import { SEARCH_DROPDOWN_SUGGESTIONS } from '@store/shared/constants';
import type { Suggestion } from '@store/shared/schemas/search';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import { correctTerms, nameMatchCandidates, productKey } from './match.ts';
import { beginsWords, queryTerms } from './query-terms.ts';
import { categoriesMatching } from './search.service.ts';

/** Categories take at most this many of the suggestion slots, so products always show. */
const MAX_CATEGORY_SUGGESTIONS = 2;

/** Rows read for the names: enough that names in the shopper's language can come first. */
const NAME_ROWS = 50;

/**
 * Names of the most reviewed products among those whose name begins with what is typed, those whose
 * name in the shopper's language does first: the index holds both languages' names, so 'cas' also
 * finds 'Cast Iron Skillet', which a French shopper reads as « Poêle en fonte ».
 */
async function productNames(ctx: Ctx, terms: readonly string[], limit: number): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .select(['p.nameEn', 'p.nameFr'])
    .where(productKey(ctx.db, 'p'), 'in', nameMatchCandidates(ctx.db, terms))
    .where('p.isActive', '=', 1)
    .where('c.isActive', '=', 1)
    .orderBy('p.reviewCount', 'desc')
    .orderBy('p.id')
    .limit(NAME_ROWS)
    .execute();
  const names = [...new Set(rows.map((r) => pick(ctx.lang, r.nameEn, r.nameFr)))];
  const inOwnLanguage = (name: string) => (beginsWords(name, terms) ? 0 : 1);
  // A stable sort: within each group, the most reviewed first still.
  return names.sort((a, b) => inOwnLanguage(a) - inOwnLanguage(b)).slice(0, limit);
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
  const completions = (words: readonly string[]) =>
    Promise.all([categoriesMatching(ctx, words), productNames(ctx, words, SEARCH_DROPDOWN_SUGGESTIONS)]);
  let [categories, products] = await completions(terms);
  if (categories.length === 0 && products.length === 0) {
    const corrected = await correctTerms(ctx.db, terms);
    if (!corrected) return [];
    terms = corrected;
    [categories, products] = await completions(terms);
  }
  const fromCategories = categories
    .slice(0, MAX_CATEGORY_SUGGESTIONS)
    .map((c): Suggestion => ({ suggestion: c.name, type: 'category' }));
  const fromProducts = products.map((name): Suggestion => ({ suggestion: name, type: 'product' }));
  return [...fromCategories, ...fromProducts].slice(0, SEARCH_DROPDOWN_SUGGESTIONS);
}
