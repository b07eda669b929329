/**
 * The product index: each product's facts (price, stock, rating, category, words) kept in memory and
 * in the text index, which the catalogue's lists and the search read. It sits below both, so neither
 * imports the other to sort or filter. Everything else in this folder is the module's own.
 */
export { categoryWords, forgetCategoryWords } from './category-words.ts';
export { facetedPage } from './faceted-page.ts';
export {
  type FactCategory,
  type ProductFacts,
  activeCategoryOf,
  categoryCounts,
  compareIds,
} from './fact-columns.ts';
export { firstInOrder } from './first-in-order.ts';
export { matchingIds } from './match.ts';
export { productFacts } from './product-facts.ts';
export { partsAt } from './product-parts-json.ts';
export { type PageVariant, type ProductVariantRow, loadProductParts } from './product-parts.ts';
export { type QueryWord, planQuery } from './query-plan.ts';
export { reindexProducts } from './search-index.ts';
export { forgetSynonyms, synonymGroups } from './synonyms.ts';
export { matchPlan, nameHolds, nameMatches, planMatches } from './word-match.ts';
export { type WordPostings } from './word-postings.ts';
