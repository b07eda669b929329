import type { Language } from '@store/shared/constants';
import type { Category } from '@store/shared/schemas/content';
import { getContent } from '../../../lib/api-client.ts';
import { sampleCategory } from '../../../lib/sample-data.ts';
import { contentQuery, useContentQuery } from '../../../lib/use-content-query.ts';
import type { FallbackResult } from '../../../lib/with-fallback.ts';

/** GET /api/categories: every active category, for the header navigation. */
export function getCategories(lang: Language, signal?: AbortSignal): Promise<Category[]> {
  return getContent<Category[]>('/categories', { lang, signal });
}

/** The header's categories in one language: the hook's query, which the server prefetches too. */
export const categoriesQuery = (lang: Language) => contentQuery(['categories'], getCategories, lang);

// Storefront §8: when the call fails the navigation still offers five built-in categories.
const FALLBACK_SLUGS = ['electronics', 'fashion', 'home-garden', 'sports-outdoors', 'health-beauty'] as const;

/** Header categories in the active language, with the built-in list as fallback. */
export function useCategories(): FallbackResult<Category[]> {
  return useContentQuery(categoriesQuery, (t) => FALLBACK_SLUGS.map((slug) => sampleCategory(slug, t)));
}
