import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminCategoriesKey } from './get-admin-categories.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

/** DELETE /api/admin/categories/{id}: 409 CATEGORY_IN_USE while products use it. */
export function deleteCategory(id: string): Promise<unknown> {
  return adminRequest(`/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a category, then reads the list again. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refetchAfterChange(queryClient, adminCategoriesKey(token)),
  });
}
