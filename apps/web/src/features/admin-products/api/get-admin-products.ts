import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductsResponse } from '@store/shared/schemas/admin-products';
import { adminQueryKey, adminRequest, rethrowLoadFailure } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** The list's filters as the screen holds them ('' = no filter). */
export interface ProductFilters {
  page: number;
  search: string;
  /** A category id. */
  category: string;
  featured: '' | 'true' | 'false';
  inStock: '' | 'true' | 'false';
  /** 'true': the archived products (deleted while in orders) instead of the active ones. */
  archived: '' | 'true';
}

/** Query keys of the admin product list (every page and filter under one prefix). */
/** One product, as its edit form loads it. */
export const adminProductKey = (token: string | null, id: string | null) =>
  adminQueryKey(token, 'products', 'one', id);

export const adminProductsKey = (token: string | null, filters?: ProductFilters) =>
  filters ? adminQueryKey(token, 'products', 'list', filters) : adminQueryKey(token, 'products');

/** GET /api/admin/products: 20 a page, newest first, with the filters that are set (admin §7). */
export function getAdminProducts(
  filters: ProductFilters,
  signal?: AbortSignal,
): Promise<AdminProductsResponse> {
  const { page, search, category, featured, inStock, archived } = filters;
  return adminRequest<AdminProductsResponse>('/products', {
    query: { page, limit: 20, search: search.trim(), category, featured, inStock, archived },
    signal,
  });
}

/**
 * One page of the list; the previous page stays on screen while the next loads. A failure is logged
 * (admin §8) and the screen offers Retry.
 */
export function useAdminProducts(filters: ProductFilters) {
  const { token } = useSession();
  return useQuery({
    queryKey: adminProductsKey(token, filters),
    queryFn: async ({ signal }) => {
      try {
        return await getAdminProducts(filters, signal);
      } catch (error) {
        return rethrowLoadFailure('Failed to load products', error, signal);
      }
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
