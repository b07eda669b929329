import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@store/shared/constants';
import type { AdminOrdersResponse } from '@store/shared/schemas/admin-orders';
import { adminQueryKey, adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** The list's filters as the screen holds them ('' = no filter; dates as the date inputs give them). */
export interface OrderFilters {
  page: number;
  search: string;
  status: OrderStatus | '';
  /** YYYY-MM-DD, a day of the admin's own calendar. */
  dateFrom: string;
  dateTo: string;
}

/** Query keys of the admin order list and details (every page, filter and order under one prefix). */
export const adminOrdersKey = (token: string | null, ...parts: readonly unknown[]) =>
  adminQueryKey(token, 'orders', ...parts);

/** A YYYY-MM-DD of the admin's calendar as the instant it starts (or, with `end`, its last millisecond). */
function localDayBound(day: string, end: boolean): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  const bound = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return bound.toISOString();
}

/**
 * The filters as the API takes them (GET /api/admin/orders and its CSV export): the days become
 * instants of the admin's time zone, so 'from 11/24' means their 11/24, as the table's dates show.
 */
export function orderFilterQuery(filters: Omit<OrderFilters, 'page'>): Record<string, string | undefined> {
  return {
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    dateFrom: filters.dateFrom ? localDayBound(filters.dateFrom, false) : undefined,
    dateTo: filters.dateTo ? localDayBound(filters.dateTo, true) : undefined,
  };
}

/** GET /api/admin/orders: 20 a page, newest first, with the filters that are set (admin §7). */
export function getAdminOrders(filters: OrderFilters, signal?: AbortSignal): Promise<AdminOrdersResponse> {
  return adminRequest<AdminOrdersResponse>('/orders', {
    query: { page: filters.page, limit: 20, ...orderFilterQuery(filters) },
    signal,
  });
}

/** One page of the list; the previous page stays on screen while the next loads. */
export function useAdminOrders(filters: OrderFilters) {
  const { token } = useSession();
  return useQuery({
    queryKey: adminOrdersKey(token, 'list', filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
