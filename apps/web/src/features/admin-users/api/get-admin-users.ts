import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Role } from '@store/shared/constants';
import type { AdminUsersResponse } from '@store/shared/schemas/admin-users';
import { adminQueryKey, adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** The list's filters as the screen holds them ('' = no filter). */
export interface UserFilters {
  page: number;
  search: string;
  role: Role | '';
  isActive: '' | 'true' | 'false';
}

/** Query keys of the admin user list (every page and filter under one prefix). */
export const adminUsersKey = (token: string | null, filters?: UserFilters) =>
  filters ? adminQueryKey(token, 'users', 'list', filters) : adminQueryKey(token, 'users');

/** The filters as the API and the CSV export take them (empty ones are not sent). */
export function userFilterQuery({ search, role, isActive }: UserFilters) {
  return { search: search.trim(), role, isActive };
}

/** GET /api/admin/users: 20 a page, newest first, with the filters that are set. */
export function getAdminUsers(filters: UserFilters, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return adminRequest<AdminUsersResponse>('/users', {
    query: { page: filters.page, limit: 20, ...userFilterQuery(filters) },
    signal,
  });
}

/** One page of the list; the previous page stays on screen while the next loads. */
export function useAdminUsers(filters: UserFilters) {
  const { token } = useSession();
  return useQuery({
    queryKey: adminUsersKey(token, filters),
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
