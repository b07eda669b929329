/**
 * The query of this shopper's recent searches (the header's dropdown shows it). Here, not in the
 * header feature: the search page marks it stale once the server has counted a submitted search.
 */
export const recentSearchesKeys = {
  all: ['recent'] as const,
  /** Keyed on the token: a customer's list is theirs, not the guest's who used the browser before. */
  of: (token: string | null) => ['recent', token] as const,
};
