import { useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@store/shared/schemas/admin-categories';
import { adminQueryKey, adminRequest, rethrowLoadFailure } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** Query key of the admin category list (one per signed-in staff member). */
export const adminCategoriesKey = (token: string | null) => adminQueryKey(token, 'categories');

/** GET /api/admin/categories: every category, active or not, in display order. */
export function getAdminCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return adminRequest<AdminCategory[]>('/categories', { signal });
}

/** The category list; a load failure is logged (admin §8) and the screen offers Retry. */
export function useAdminCategories() {
  const { token } = useSession();
  return useQuery({
    queryKey: adminCategoriesKey(token),
    queryFn: async ({ signal }) => {
      try {
        return await getAdminCategories(signal);
      } catch (error) {
        return rethrowLoadFailure('Failed to load categories', error, signal);
      }
    },
    staleTime: 0,
    retry: false,
  });
}
