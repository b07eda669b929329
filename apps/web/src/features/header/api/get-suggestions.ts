import { useQuery } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import type { Suggestion } from '@store/shared/schemas/search';
import { getContent } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { headerKeys } from './header-keys.ts';

/** GET /api/suggestions?q: up to five product and category names completing what is typed. */
export async function getSuggestions(q: string, lang: Language, signal?: AbortSignal): Promise<Suggestion[]> {
  const answer = await getContent<{ suggestions: Suggestion[] }>('/suggestions', {
    lang,
    query: { q },
    signal,
  });
  return answer.suggestions;
}

/** Suggestions for the dropdown; none when the call fails. */
export function useSuggestions(term: string, enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: headerKeys.suggestions(term, lang),
    queryFn: ({ signal }) => getSuggestions(term, lang, signal),
    enabled,
    placeholderData: (previous) => previous,
    retry: false,
  });
}
