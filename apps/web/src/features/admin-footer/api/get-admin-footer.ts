import { useQuery } from '@tanstack/react-query';
import type { AdminFooter } from '@store/shared/schemas/admin-footer';
import { adminQueryKey, adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** Query key of the footer being edited (one per signed-in staff member). */
export const adminFooterKey = (token: string | null) => adminQueryKey(token, 'footer');

/** GET /api/admin/footer: the whole footer, texts in English and French. */
export function getAdminFooter(signal?: AbortSignal): Promise<AdminFooter> {
  return adminRequest<AdminFooter>('/footer', { signal });
}

/** The footer, read afresh on every visit. */
export function useAdminFooter() {
  const { token } = useSession();
  return useQuery({
    queryKey: adminFooterKey(token),
    queryFn: ({ signal }) => getAdminFooter(signal),
    staleTime: 0,
    retry: false,
  });
}
