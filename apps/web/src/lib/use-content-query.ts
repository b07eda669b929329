import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from '../i18n/translator.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import type { Language } from '@store/shared/constants';
import { useLanguage } from '../i18n/use-language.ts';
import { withFallback, type FallbackResult } from './with-fallback.ts';

/**
 * A language-dependent content call as a query: the language is the key's last part, so switching it
 * refetches. The server prefetches the same query for its HTML (a route's loader), the page reads it.
 */
/** A content query's key: what it is, then the language its texts are in. */
export function contentKey(key: readonly unknown[], lang: Language): readonly unknown[] {
  return [...key, lang];
}

export function contentQuery<T>(
  key: readonly unknown[],
  fetcher: (lang: Language, signal: AbortSignal) => Promise<T>,
  lang: Language,
) {
  return queryOptions({ queryKey: contentKey(key, lang), queryFn: ({ signal }) => fetcher(lang, signal) });
}

/** A content query in the active language, with its silent fallback (storefront §4, §8). */
export function useContentQuery<T>(
  query: (lang: Language) => ReturnType<typeof contentQuery<T>>,
  fallback: (t: TFunction) => T,
): FallbackResult<T> {
  const lang = useLanguage();
  const { t } = useTranslation();
  // The previous language's data stays up while the new one loads.
  const result = useQuery({ ...query(lang), placeholderData: keepPreviousData });
  return withFallback(result, () => fallback(t));
}
