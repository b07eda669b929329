/**
 * Search: the search page, suggestions, spelling and search history, over the product index and the
 * catalogue's cards. Everything else in this folder is the module's own.
 */
export { queryTerms } from './query-terms.ts';
