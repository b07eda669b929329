import { useQuery } from '@tanstack/react-query';
import type { AdminProduct, AdminProductResponse } from '@store/shared/schemas/admin-products';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminProductKey } from './get-admin-products.ts';

/** GET /api/admin/products/{id}: everything the edit form shows. */
export async function getAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return (await adminRequest<AdminProductResponse>(`/products/${encodeURIComponent(id)}`, { signal }))
    .product;
}

/** The product being edited, read fresh when the form opens (the list row lacks variants and texts). */
export function useAdminProduct(id: string | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: adminProductKey(token, id),
    queryFn: ({ signal }) => getAdminProduct(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
