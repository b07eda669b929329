import type { Language } from '@store/shared/constants';
import type { Brand } from '@store/shared/schemas/content';
import { getContent } from '../../../lib/api-client.ts';
import { contentQuery, useContentQuery } from '../../../lib/use-content-query.ts';
import type { FallbackResult } from '../../../lib/with-fallback.ts';

/** GET /api/brands: the popular-brands strip; descriptions follow the language. */
export function getBrands(lang: Language, signal?: AbortSignal): Promise<Brand[]> {
  return getContent<Brand[]>('/brands', { lang, signal });
}

/** Brands in one language: the hook's query, which the server prefetches too. */
export const brandsQuery = (lang: Language) => contentQuery(['brands'], getBrands, lang);

/** Brands; an empty list on failure, which hides the strip (storefront §8). */
export function useBrands(): FallbackResult<Brand[]> {
  return useContentQuery(brandsQuery, () => []);
}
