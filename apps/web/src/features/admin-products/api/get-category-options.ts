import { useQuery } from '@tanstack/react-query';
import type { Category } from '@store/shared/schemas/content';
import { adminQueryKey } from '../../../components/admin/admin-api.ts';
import { getContent } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';

/**
 * GET /api/categories in English: the categories a product can be filed under, for the filter and the
 * form. The storefront's list, not the admin's: managing products must not need manage_categories.
 */
export function useCategoryOptions() {
  const { token } = useSession();
  return useQuery({
    queryKey: adminQueryKey(token, 'product-categories'),
    queryFn: ({ signal }) => getContent<Category[]>('/categories', { lang: 'en', signal }),
    staleTime: 60_000,
  });
}
