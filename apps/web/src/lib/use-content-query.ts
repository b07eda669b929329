import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@store/shared/constants';
import { useLanguage } from '../i18n/use-language.ts';
import { withFallback, type FallbackResult } from './with-fallback.ts';

/**
 * A language-dependent content call with its silent fallback (storefront §4, §8). The language is part
 * of the query key, so switching it refetches; the previous language's data stays up meanwhile.
 */
export function useContentQuery<T>(
  key: readonly unknown[],
  fetcher: (lang: Language, signal: AbortSignal) => Promise<T>,
  fallback: (t: TFunction) => T,
): FallbackResult<T> {
  const lang = useLanguage();
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...key, lang],
    queryFn: ({ signal }) => fetcher(lang, signal),
    placeholderData: keepPreviousData,
  });
  return withFallback(query, () => fallback(t));
}
