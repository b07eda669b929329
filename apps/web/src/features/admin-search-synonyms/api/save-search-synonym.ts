import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SearchSynonym,
  SearchSynonymResponse,
  SynonymValues,
} from '@store/shared/schemas/admin-search-synonyms';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { headerKeys } from '../../header/api/header-keys.ts';
import { searchKeys } from '../../search/api/search-products.ts';
import { searchSynonymsKey } from './get-search-synonyms.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

interface SaveSynonym {
  /** The group being edited; absent for a new one. */
  id?: string;
  values: SynonymValues;
}

/** The storefront's search answers a synonym change may alter (every query and language). */
const STOREFRONT_SEARCH_KEYS = [searchKeys.all, headerKeys.quickSearches] as const;

/** After a write: the list again, and any search answer this tab holds. */
export async function refreshAfterSynonymChange(queryClient: QueryClient, token: string | null) {
  await refetchAfterChange(queryClient, searchSynonymsKey(token));
  for (const queryKey of STOREFRONT_SEARCH_KEYS) await refetchAfterChange(queryClient, queryKey);
}

/** POST /api/admin/search-synonyms or PUT /api/admin/search-synonyms/{id}; answers the saved group. */
export async function saveSearchSynonym({ id, values }: SaveSynonym): Promise<SearchSynonym> {
  const path = id ? `/search-synonyms/${encodeURIComponent(id)}` : '/search-synonyms';
  const answer = await adminRequest<SearchSynonymResponse>(path, {
    method: id ? 'PUT' : 'POST',
    body: values,
  });
  return answer.synonym;
}

/** Saves a group, then reads the list again. */
export function useSaveSearchSynonym() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: saveSearchSynonym,
    onSuccess: () => refreshAfterSynonymChange(queryClient, token),
  });
}
