import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPage, PageFormValues } from '@store/shared/schemas/admin-pages';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { contentPageKeys } from '../../content-page/api/get-content-page.ts';
import { adminPagesKey } from './get-admin-pages.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

interface SavePage {
  /** The page being edited; absent for a new one. */
  id?: string;
  values: PageFormValues;
}

/** POST /api/admin/pages or PUT /api/admin/pages/{id}; answers the saved page. */
export async function savePage({ id, values }: SavePage): Promise<AdminPage> {
  const answer = await adminRequest<{ page: AdminPage }>(id ? `/pages/${encodeURIComponent(id)}` : '/pages', {
    method: id ? 'PUT' : 'POST',
    body: values,
  });
  return answer.page;
}

/** Saves a page, then reads the list (and any open storefront page) again. */
export function useSavePage() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: savePage,
    onSuccess: async () => {
      await refetchAfterChange(queryClient, adminPagesKey(token));
      await refetchAfterChange(queryClient, contentPageKeys.all);
    },
  });
}
