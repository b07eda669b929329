import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFooter, FooterBodyValues } from '@store/shared/schemas/admin-footer';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminFooterKey } from './get-admin-footer.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

/** The storefront footer's query key prefix (every language), refreshed after a save. */
const STOREFRONT_FOOTER_KEY = ['footer'] as const;

/** PUT /api/admin/footer: the whole footer; answers it as saved. */
export async function saveAdminFooter(footer: FooterBodyValues): Promise<AdminFooter> {
  const answer = await adminRequest<{ footer: AdminFooter }>('/footer', { method: 'PUT', body: footer });
  return answer.footer;
}

/** Saves the footer; the screen and this tab's storefront footer then show the saved one. */
export function useSaveAdminFooter() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: saveAdminFooter,
    onSuccess: async (footer) => {
      queryClient.setQueryData(adminFooterKey(token), footer);
      await refetchAfterChange(queryClient, STOREFRONT_FOOTER_KEY);
    },
  });
}
