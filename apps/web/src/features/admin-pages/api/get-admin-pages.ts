import { useQuery } from '@tanstack/react-query';
import type { AdminPage, AdminPageSummary } from '@store/shared/schemas/admin-pages';
import { adminQueryKey, adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** Query keys of the page list and of one page (one set per signed-in staff member). */
export const adminPagesKey = (token: string | null) => adminQueryKey(token, 'pages');
const adminPageKey = (token: string | null, id: string) => adminQueryKey(token, 'pages', id);

/** GET /api/admin/pages: every page, published or draft, by title. */
export function getAdminPages(signal?: AbortSignal): Promise<AdminPageSummary[]> {
  return adminRequest<AdminPageSummary[]>('/pages', { signal });
}

/** GET /api/admin/pages/{id}: one page with its Markdown in both languages. */
export function getAdminPage(id: string, signal?: AbortSignal): Promise<AdminPage> {
  return adminRequest<AdminPage>(`/pages/${encodeURIComponent(id)}`, { signal });
}

/** The page list, read afresh on every visit. */
export function useAdminPages() {
  const { token } = useSession();
  return useQuery({
    queryKey: adminPagesKey(token),
    queryFn: ({ signal }) => getAdminPages(signal),
    staleTime: 0,
    retry: false,
  });
}

/** One page for the edit form; nothing is asked while `id` is null (a new page). */
export function useAdminPage(id: string | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: adminPageKey(token, id ?? ''),
    queryFn: ({ signal }) => getAdminPage(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}
