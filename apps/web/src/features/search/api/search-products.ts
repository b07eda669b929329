import { useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import type { SearchResponse } from '@store/shared/schemas/search';
import { getContent } from '../../../lib/api-client.ts';
import { freshOnlyFromServer } from '../../../lib/server-answers.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { recentSearchesKeys } from '../../../lib/recent-searches.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

export type SearchQueryString = Record<string, string | number | boolean | undefined>;

/**
 * GET /api/search: text, filters, sort and paging. `track` asks the API to count the search in the
 * guest's recent searches and the store's trending ones.
 */
export function searchProducts(
  query: SearchQueryString,
  lang: Language,
  options: { track?: boolean; signal?: AbortSignal } = {},
): Promise<SearchResponse> {
  return getContent<SearchResponse>('/search', {
    lang,
    query: { ...query, track: options.track || undefined },
    headers: identityHeaders(),
    signal: options.signal,
  });
}

/** Where searches' results are cached: the page's query and, from the server, its prefetch. */
export const searchKeys = {
  /** Every search: a change to search (a synonym) refreshes them all. */
  all: ['search'] as const,
  results: (query: SearchQueryString, lang: Language) => ['search', query, lang] as const,
};

/** The server's copy of a search page's query; it does not count the search (the browser has no id yet). */
export function serverSearchQuery(query: SearchQueryString, lang: Language) {
  return queryOptions({
    queryKey: searchKeys.results(query, lang),
    queryFn: ({ signal }) => searchProducts(query, lang, { signal }),
  });
}

/**
 * Results for the search pages. A query is tracked the first time this page fetches its first page:
 * paging, sorting, filtering or switching language are not new searches, and neither are keystrokes
 * (the header's dropdown never tracks).
 */
export function useSearchProducts(query: SearchQueryString, enabled: boolean) {
  const lang = useLanguage();
  const tracked = useRef(new Set<string>());
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: searchKeys.results(query, lang),
    queryFn: ({ signal }) => {
      const text = String(query.q ?? '')
        .trim()
        .toLowerCase();
      const track = query.page === 1 && text.length > 0 && !tracked.current.has(text);
      if (!track) return searchProducts(query, lang, { signal });
      tracked.current.add(text);
      // Cached results may show before the server has counted this search: the recent searches
      // fetched meanwhile (an emptied header box) are asked again once it has.
      return searchProducts(query, lang, { track, signal }).finally(
        () => void queryClient.invalidateQueries({ queryKey: recentSearchesKeys.all }),
      );
    },
    enabled,
    // A submitted search always asks the server again, so it is counted; cached results show meanwhile.
    // Only the answer the server just rendered this page with is not asked for again.
    staleTime: freshOnlyFromServer,
    // Paging, sorting and filtering the same words keep the grid up (dimmed) until the new page arrives.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as SearchQueryString | undefined)?.q === query.q ? previous : undefined,
  });
}
