import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminPagesKey } from './get-admin-pages.ts';
import { contentPageKeys } from '../../content-page/api/get-content-page.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

/** DELETE /api/admin/pages/{id}. */
export function deletePage(id: string): Promise<unknown> {
  return adminRequest(`/pages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a page, then reads the list again. */
export function useDeletePage() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: async () => {
      await refetchAfterChange(queryClient, adminPagesKey(token));
      await refetchAfterChange(queryClient, contentPageKeys.all);
    },
  });
}
