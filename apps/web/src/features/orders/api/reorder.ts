import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReorderResponse } from '@store/shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { ALL_CARTS } from '../../../lib/cart/api/get-cart.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

/**
 * POST /api/orders/{id}/reorder: puts a delivered order's items back in the cart at today's prices;
 * the answer says which could not be (gone, out of stock, fewer left). 409 NOT_REORDERABLE otherwise.
 */
export function reorder(id: string): Promise<ReorderResponse> {
  return apiRequest<ReorderResponse>(`/orders/${encodeURIComponent(id)}/reorder`, {
    method: 'POST',
    headers: identityHeaders(),
  });
}

/** Reorders, then reads the cart again so the header badge, sidebar and cart page show the new lines. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => refetchAfterChange(queryClient, ALL_CARTS),
  });
}
