import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditResponse } from '@store/shared/schemas/admin-audit';
import { adminQueryKey, adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** The audit viewer's filters as the screen holds them ('' = no filter). */
export interface AuditFilters {
  page: number;
  /** An account id or e-mail. */
  actor: string;
  /** An entity type: 'product', 'user'… */
  entity: string;
  /** Whole days, YYYY-MM-DD (what a date input gives). */
  dateFrom: string;
  dateTo: string;
}

/** GET /api/admin/audit: 20 entries a page, newest first. */
export function getAudit(filters: AuditFilters, signal?: AbortSignal): Promise<AuditResponse> {
  const { page, actor, entity, dateFrom, dateTo } = filters;
  return adminRequest<AuditResponse>('/audit', {
    query: { page, limit: 20, actor: actor.trim(), entity, dateFrom, dateTo },
    signal,
  });
}

/** One page of the log; the previous page stays on screen while the next loads. */
export function useAudit(filters: AuditFilters) {
  const { token } = useSession();
  return useQuery({
    queryKey: adminQueryKey(token, 'audit', filters),
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
