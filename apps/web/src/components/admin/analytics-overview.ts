/**
 * GET /api/admin/analytics?range (view_analytics): revenue and orders over time with their totals. The
 * analytics screen and the dashboard's 30-day revenue chart read it through this one hook, so they
 * share one cache entry per range:
 *
 *   const overview = useAnalyticsOverview('30d');
 *   const overview = useAnalyticsOverview('30d', canSeeAnalytics);   // not fetched when false
 */
import { useQuery } from '@tanstack/react-query';
import type { AnalyticsOverview, AnalyticsRange } from '@store/shared/schemas/admin-analytics';
import { useSession } from '../../lib/session-context.ts';
import { adminQueryKey, adminRequest } from './admin-api.ts';

/** Query keys of the analytics calls: 'analytics', the call, the range. */
export const analyticsKey = (token: string | null, call: string, range: AnalyticsRange) =>
  adminQueryKey(token, 'analytics', call, range);

/** The overview of a range. */
export function getAnalyticsOverview(
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<AnalyticsOverview> {
  return adminRequest<AnalyticsOverview>('/analytics', { query: { range }, signal });
}

/** The overview of a range, read afresh on each visit (an order placed a moment ago must count). */
export function useAnalyticsOverview(range: AnalyticsRange, enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: analyticsKey(token, 'overview', range),
    queryFn: ({ signal }) => getAnalyticsOverview(range, signal),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
