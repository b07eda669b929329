import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import type { ProductDetail } from '@store/shared/schemas/product';
import { getContent, isNotFoundError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { productKeys } from './product-keys.ts';

/** GET /api/products/{id}: the product with gallery, specifications and variants; 404 for unknown ids. */
export function getProduct(id: string, lang: Language, signal?: AbortSignal): Promise<ProductDetail> {
  return getContent<ProductDetail>(`/products/${encodeURIComponent(id)}`, { lang, signal });
}

/** One product in one language: the query every page that shows a product's current data shares. */
export function productQuery(id: string, lang: Language) {
  return queryOptions({
    queryKey: productKeys.detail(id, lang),
    queryFn: ({ signal }) => getProduct(id, lang, signal),
    // An unknown id stays unknown: show 'Product Not Found' at once instead of asking again.
    retry: (failures, error) => !isNotFoundError(error) && failures < 1,
  });
}

/** The product in the active language; a language switch keeps the page up while the new text loads. */
export function useProduct(id: string): UseQueryResult<ProductDetail> {
  const lang = useLanguage();
  return useQuery({
    ...productQuery(id, lang),
    // Only the same product in the other language may stand in; another product's page must not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  });
}
