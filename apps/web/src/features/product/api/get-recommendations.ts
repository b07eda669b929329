import { useQuery } from '@tanstack/react-query';
import { RECOMMENDATIONS_DEFAULT_LIMIT, type Language } from '@store/shared/constants';
import type { ProductSummary } from '@store/shared/schemas/product';
import { getContent } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { productKeys } from './product-keys.ts';

interface RecommendationsAnswer {
  products: ProductSummary[];
}

/** GET /api/recommendations/{id}?limit: also viewed, then the same category, then the store's best. */
export async function getRecommendations(
  id: string,
  lang: Language,
  limit = RECOMMENDATIONS_DEFAULT_LIMIT,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const answer = await getContent<RecommendationsAnswer>(`/recommendations/${encodeURIComponent(id)}`, {
    lang,
    query: { limit },
    headers: identityHeaders(),
    signal,
  });
  return answer.products;
}

/** Products to show beside this one; the row is simply left out when the call fails. */
export function useRecommendations(id: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: productKeys.recommendations(id, lang),
    queryFn: ({ signal }) => getRecommendations(id, lang, RECOMMENDATIONS_DEFAULT_LIMIT, signal),
  });
}
