import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Language } from '@store/shared/constants';
import { getContent } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { headerKeys } from './header-keys.ts';
import { withFallback, type FallbackResult } from '../../../lib/with-fallback.ts';

/** GET /api/trending: what shoppers search most. */
export async function getTrending(lang: Language, signal?: AbortSignal): Promise<string[]> {
  const answer = await getContent<{ trending: string[] }>('/trending', { lang, signal });
  return answer.trending;
}

/** Trending searches, asked for only once the dropdown opens; built-in samples on failure (§8). */
export function useTrending(enabled: boolean): FallbackResult<string[]> {
  const lang = useLanguage();
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: headerKeys.trending(lang),
    queryFn: ({ signal }) => getTrending(lang, signal),
    enabled,
  });
  return withFallback(query, () => t.list('search.dropdown.sampleTrending'));
}
