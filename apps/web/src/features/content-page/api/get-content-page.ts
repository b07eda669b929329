import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import type { ContentPage } from '@store/shared/schemas/content';
import { getContent, retryServerFailureOnce } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** GET /api/pages/{slug}: a published page, its body already rendered to safe HTML; 404 otherwise. */
export function getContentPage(slug: string, lang: Language, signal?: AbortSignal): Promise<ContentPage> {
  return getContent<ContentPage>(`/pages/${encodeURIComponent(slug)}`, { lang, signal });
}

/** Query keys of the shop's pages: `all` first, so the admin's page editor refreshes every one at once. */
export const contentPageKeys = {
  all: ['content-page'] as const,
  page: (slug: string, lang: Language) => ['content-page', slug, lang] as const,
};

/** A page in one language (the API falls back to English); an unknown page is not retried. */
export function contentPageQuery(slug: string, lang: Language) {
  return queryOptions({
    queryKey: contentPageKeys.page(slug, lang),
    queryFn: ({ signal }) => getContentPage(slug, lang, signal),
    retry: retryServerFailureOnce,
  });
}

/** The page in the shop's language. */
export function useContentPage(slug: string) {
  return useQuery(contentPageQuery(slug, useLanguage()));
}
