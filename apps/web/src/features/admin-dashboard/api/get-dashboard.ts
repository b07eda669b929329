import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@store/shared/schemas/admin-dashboard';
import { adminQueryKey, adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** GET /api/admin/dashboard: totals, 30-day revenue with their changes, and the latest orders. */
export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return adminRequest<DashboardResponse>('/dashboard', { signal });
}

/** The dashboard, read afresh on every visit (an order placed a moment ago must show). */
export function useDashboard() {
  const { token } = useSession();
  return useQuery({
    queryKey: adminQueryKey(token, 'dashboard'),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
    // The error state has its own Retry button; a silent second try would only delay it.
    retry: false,
  });
}
