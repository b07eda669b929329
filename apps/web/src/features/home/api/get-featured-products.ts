import type { Language } from '@store/shared/constants';
import type { ProductSummary } from '@store/shared/schemas/product';
import { getContent } from '../../../lib/api-client.ts';
import { contentQuery, useContentQuery } from '../../../lib/use-content-query.ts';
import type { FallbackResult } from '../../../lib/with-fallback.ts';
import { sampleProduct } from '../sample-data.ts';

/** GET /api/products/featured: products flagged as featured. */
export function getFeaturedProducts(lang: Language, signal?: AbortSignal): Promise<ProductSummary[]> {
  return getContent<ProductSummary[]>('/products/featured', { lang, signal });
}

/** Featured products in one language: the hook's query, which the server prefetches too. */
export const featuredProductsQuery = (lang: Language) =>
  contentQuery(['products', 'featured'], getFeaturedProducts, lang);

/** Featured products; one sample product when the call fails (storefront §8). */
export function useFeaturedProducts(): FallbackResult<ProductSummary[]> {
  return useContentQuery(featuredProductsQuery, (t) => [sampleProduct(t)]);
}
