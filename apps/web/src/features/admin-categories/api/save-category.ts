import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryFormValues } from '@store/shared/schemas/admin-categories';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminCategoriesKey } from './get-admin-categories.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

interface SaveCategory {
  /** The category being edited; absent for a new one. */
  id?: string;
  values: CategoryFormValues;
}

/** POST /api/admin/categories or PUT /api/admin/categories/{id}; answers the saved category. */
export async function saveCategory({ id, values }: SaveCategory): Promise<AdminCategory> {
  const answer = await adminRequest<{ category: AdminCategory }>(
    id ? `/categories/${encodeURIComponent(id)}` : '/categories',
    { method: id ? 'PUT' : 'POST', body: values },
  );
  return answer.category;
}

/** Saves a category, then reads the list again (order and counts may have moved). */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => refetchAfterChange(queryClient, adminCategoriesKey(token)),
  });
}
