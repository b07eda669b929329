import { useQuery } from '@tanstack/react-query';
import type { SearchSynonym, SearchSynonymList } from '@store/shared/schemas/admin-search-synonyms';
import { adminQueryKey, adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** Query key of the synonym list (one per signed-in staff member). */
export const searchSynonymsKey = (token: string | null) => adminQueryKey(token, 'search-synonyms');

/** GET /api/admin/search-synonyms: every group, by its first word. */
export async function getSearchSynonyms(signal?: AbortSignal): Promise<SearchSynonym[]> {
  const answer = await adminRequest<SearchSynonymList>('/search-synonyms', { signal });
  return answer.synonyms;
}

/** The synonym groups, read afresh on every visit. */
export function useSearchSynonyms() {
  const { token } = useSession();
  return useQuery({
    queryKey: searchSynonymsKey(token),
    queryFn: ({ signal }) => getSearchSynonyms(signal),
    staleTime: 0,
    retry: false,
  });
}
