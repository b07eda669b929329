import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProduct,
  AdminProductBody,
  AdminProductResponse,
} from '@store/shared/schemas/admin-products';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminProductsKey } from './get-admin-products.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

interface SaveProduct {
  /** The product being edited; absent for a new one. */
  id?: string;
  body: AdminProductBody;
}

/** POST /api/admin/products or PUT /api/admin/products/{id}; answers the saved product. */
export async function saveProduct({ id, body }: SaveProduct): Promise<AdminProduct> {
  const answer = await adminRequest<AdminProductResponse>(
    id ? `/products/${encodeURIComponent(id)}` : '/products',
    { method: id ? 'PUT' : 'POST', body },
  );
  return answer.product;
}

/** Saves a product, then reads the list again. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => refetchAfterChange(queryClient, adminProductsKey(token)),
  });
}
