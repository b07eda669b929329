import { ACTIVE_CATEGORIES_DEFAULT_LIMIT, type Language } from '@store/shared/constants';
import type { Category } from '@store/shared/schemas/content';
import { getContent } from '../../../lib/api-client.ts';
import { sampleCategory } from '../../../lib/sample-data.ts';
import { contentQuery, useContentQuery } from '../../../lib/use-content-query.ts';
import type { FallbackResult } from '../../../lib/with-fallback.ts';

/** GET /api/categories/active?limit=: the categories the home carousel shows. */
export function getActiveCategories(
  lang: Language,
  limit: number,
  signal?: AbortSignal,
): Promise<Category[]> {
  return getContent<Category[]>('/categories/active', { lang, query: { limit }, signal });
}

/** The home carousel's categories in one language: the hook's query, which the server prefetches too. */
export function activeCategoriesQuery(lang: Language, limit = ACTIVE_CATEGORIES_DEFAULT_LIMIT) {
  return contentQuery(
    ['categories', 'active', limit],
    (language, signal) => getActiveCategories(language, limit, signal),
    lang,
  );
}

/** Home categories; one sample category when the call fails (storefront §8). */
export function useActiveCategories(limit = ACTIVE_CATEGORIES_DEFAULT_LIMIT): FallbackResult<Category[]> {
  return useContentQuery(
    (lang) => activeCategoriesQuery(lang, limit),
    (t) => [sampleCategory('electronics', t)],
  );
}
