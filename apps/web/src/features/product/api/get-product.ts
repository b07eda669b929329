import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import type { ProductDetail } from '@store/shared/schemas/product';
import { getContent, isNotFoundError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** GET /api/products/{id}: the product with gallery, specifications and variants; 404 for unknown ids. */
export function getProduct(id: string, lang: Language, signal?: AbortSignal): Promise<ProductDetail> {
  return getContent<ProductDetail>(`/products/${encodeURIComponent(id)}`, { lang, signal });
}

/** The product in the active language; a language switch keeps the page up while the new text loads. */
export function useProduct(id: string): UseQueryResult<ProductDetail> {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['product', id, lang],
    queryFn: ({ signal }) => getProduct(id, lang, signal),
    // Only the same product in the other language may stand in; another product's page must not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
    // An unknown id stays unknown: show 'Product Not Found' at once instead of asking again.
    retry: (failures, error) => !isNotFoundError(error) && failures < 1,
  });
}
