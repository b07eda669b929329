import { ACTIVE_CATEGORIES_DEFAULT_LIMIT, type Language } from '@store/shared/constants';
import type { Category } from '@store/shared/schemas/content';
import { getContent } from '../../../lib/api-client.ts';
import { sampleCategory } from '../../../lib/sample-data.ts';
import { useContentQuery } from '../../../lib/use-content-query.ts';
import type { FallbackResult } from '../../../lib/with-fallback.ts';

/** GET /api/categories/active?limit=: the categories the home carousel shows. */
export function getActiveCategories(
  lang: Language,
  limit: number,
  signal?: AbortSignal,
): Promise<Category[]> {
  return getContent<Category[]>('/categories/active', { lang, query: { limit }, signal });
}

/** Home categories; one sample category when the call fails (storefront §8). */
export function useActiveCategories(limit = ACTIVE_CATEGORIES_DEFAULT_LIMIT): FallbackResult<Category[]> {
  return useContentQuery(
    ['categories', 'active', limit],
    (lang, signal) => getActiveCategories(lang, limit, signal),
    (t) => [sampleCategory('electronics', t)],
  );
}
