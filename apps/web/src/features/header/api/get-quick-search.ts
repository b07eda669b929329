import { useQuery } from '@tanstack/react-query';
import { SEARCH_DROPDOWN_PRODUCTS, type Language } from '@store/shared/constants';
import type { SearchResponse } from '@store/shared/schemas/search';
import { getContent } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { headerKeys } from './header-keys.ts';

/** GET /api/search?q&limit=6 without track: the dropdown's products and categories, never counted. */
export function getQuickSearch(q: string, lang: Language, signal?: AbortSignal): Promise<SearchResponse> {
  return getContent<SearchResponse>('/search', {
    lang,
    query: { q, limit: SEARCH_DROPDOWN_PRODUCTS },
    headers: identityHeaders(),
    signal,
  });
}

/** Matching products and categories for what is typed; the last answer stays while the next loads. */
export function useQuickSearch(term: string, enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: headerKeys.quickSearch(term, lang),
    queryFn: ({ signal }) => getQuickSearch(term, lang, signal),
    enabled,
    placeholderData: (previous) => previous,
    // A failed dropdown call just shows fewer rows; retrying would only delay them.
    retry: false,
  });
}
