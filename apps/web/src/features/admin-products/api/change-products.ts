import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBulkDeleteResponse,
  AdminBulkUpdateBody,
  AdminBulkUpdateResponse,
  AdminProductDeleteResponse,
  AdminProductRowResponse,
} from '@store/shared/schemas/admin-products';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminProductsKey } from './get-admin-products.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

/** The list's row actions and bulk actions (admin §7); each reads the list again when it is done. */

const path = (id: string) => `/products/${encodeURIComponent(id)}`;

/** DELETE /api/admin/products/{id}: deleted, or archived when orders refer to it. */
export function deleteProduct(id: string): Promise<AdminProductDeleteResponse> {
  return adminRequest(path(id), { method: 'DELETE' });
}

/** PUT /api/admin/products/{id}/toggle-featured or toggle-stock. */
export function toggleProduct({ id, flag }: { id: string; flag: 'featured' | 'stock' }) {
  return adminRequest<AdminProductRowResponse>(`${path(id)}/toggle-${flag}`, { method: 'PUT' });
}

/** PUT /api/admin/products/{id}/restore: an archived product back in the shop and the list. */
export function restoreProduct(id: string): Promise<AdminProductRowResponse> {
  return adminRequest(`${path(id)}/restore`, { method: 'PUT' });
}

/** DELETE /api/admin/products/bulk-delete. */
export function bulkDeleteProducts(productIds: readonly string[]): Promise<AdminBulkDeleteResponse> {
  return adminRequest('/products/bulk-delete', { method: 'DELETE', body: { productIds } });
}

/** PUT /api/admin/products/bulk-update. */
export function bulkUpdateProducts(body: AdminBulkUpdateBody): Promise<AdminBulkUpdateResponse> {
  return adminRequest('/products/bulk-update', { method: 'PUT', body });
}

function useProductsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn,
    onSettled: () => refetchAfterChange(queryClient, adminProductsKey(token)),
  });
}

export const useDeleteProduct = () => useProductsMutation(deleteProduct);
export const useToggleProduct = () => useProductsMutation(toggleProduct);
export const useRestoreProduct = () => useProductsMutation(restoreProduct);
export const useBulkDeleteProducts = () => useProductsMutation(bulkDeleteProducts);
export const useBulkUpdateProducts = () => useProductsMutation(bulkUpdateProducts);
