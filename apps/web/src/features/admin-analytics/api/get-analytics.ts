import { useQuery } from '@tanstack/react-query';
import type {
  AnalyticsFunnel,
  AnalyticsRange,
  AnalyticsSales,
  AnalyticsUsers,
} from '@store/shared/schemas/admin-analytics';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { analyticsKey } from '../../../components/admin/analytics-overview.ts';
import { useSession } from '../../../lib/session-context.ts';

/** The analytics calls beside the overview (components/admin/analytics-overview.ts), by range. */
const CALLS = {
  sales: '/analytics/sales',
  users: '/analytics/users',
  funnel: '/analytics/funnel',
} as const;

interface Answers {
  sales: AnalyticsSales;
  users: AnalyticsUsers;
  funnel: AnalyticsFunnel;
}

/** GET /api/admin/analytics/{sales|users|funnel}?range. */
export function getAnalytics<Call extends keyof Answers>(
  call: Call,
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<Answers[Call]> {
  return adminRequest<Answers[Call]>(CALLS[call], { query: { range }, signal });
}

/** One analytics call for a range, read afresh on each visit. */
export function useAnalytics<Call extends keyof Answers>(call: Call, range: AnalyticsRange) {
  const { token } = useSession();
  return useQuery({
    queryKey: analyticsKey(token, call, range),
    queryFn: ({ signal }) => getAnalytics(call, range, signal),
    staleTime: 0,
    retry: false,
  });
}
