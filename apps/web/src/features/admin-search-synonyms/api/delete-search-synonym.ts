import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { refreshAfterSynonymChange } from './save-search-synonym.ts';

/** DELETE /api/admin/search-synonyms/{id} (204). */
export function deleteSearchSynonym(id: string): Promise<unknown> {
  return adminRequest(`/search-synonyms/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a group, then reads the list again. */
export function useDeleteSearchSynonym() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: deleteSearchSynonym,
    onSuccess: () => refreshAfterSynonymChange(queryClient, token),
  });
}
