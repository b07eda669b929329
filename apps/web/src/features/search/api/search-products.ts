import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import type { SearchResponse } from '@store/shared/schemas/search';
import { getContent } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

type SearchQueryString = Record<string, string | number | boolean | undefined>;

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

/**
 * Results for the search pages. A query is tracked the first time this page fetches its first page:
 * paging, sorting, filtering or switching language are not new searches, and neither are keystrokes
 * (the header's dropdown never tracks).
 */
export function useSearchProducts(query: SearchQueryString, enabled: boolean) {
  const lang = useLanguage();
  const tracked = useRef(new Set<string>());
  return useQuery({
    queryKey: ['search', query, lang],
    queryFn: ({ signal }) => {
      const text = String(query.q ?? '')
        .trim()
        .toLowerCase();
      const track = query.page === 1 && text.length > 0 && !tracked.current.has(text);
      if (track) tracked.current.add(text);
      return searchProducts(query, lang, { track, signal });
    },
    enabled,
    // A submitted search always asks the server again, so it is counted; cached results show meanwhile.
    staleTime: 0,
    // Paging, sorting and filtering the same words keep the grid up (dimmed) until the new page arrives.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as SearchQueryString | undefined)?.q === query.q ? previous : undefined,
  });
}
