import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminOrderStatusInput,
  AdminOrderStatusResponse,
} from '@store/shared/schemas/admin-orders';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminOrdersKey } from './get-admin-orders.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

export interface UpdateOrderStatus {
  id: string;
  values: AdminOrderStatusInput;
}

/** PUT /api/admin/orders/{id}/status: answers the order as it is now. */
export async function updateOrderStatus({ id, values }: UpdateOrderStatus) {
  const answer = await adminRequest<AdminOrderStatusResponse>(`/orders/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: values,
  });
  return answer.order;
}

/**
 * What moving an order does to the cached answers: the order's details become the PUT's answer (the
 * order as it is now, so it is not read again), and the list is read again (its row changed, and a
 * status filter may drop it). A refused move reads the details again: another admin may have moved
 * the order, or the refund may still be owed.
 */
export function updateOrderStatusOptions(queryClient: QueryClient, token: string | null) {
  return {
    mutationFn: updateOrderStatus,
    onSuccess: (order: AdminOrder) => {
      queryClient.setQueryData(adminOrdersKey(token, 'detail', order._id), order);
    },
    onSettled: (_order: AdminOrder | undefined, error: Error | null, { id }: UpdateOrderStatus) =>
      Promise.all([
        refetchAfterChange(queryClient, adminOrdersKey(token, 'list')),
        error && refetchAfterChange(queryClient, adminOrdersKey(token, 'detail', id)),
      ]),
  };
}

/** Moves an order (see updateOrderStatusOptions for what is read again). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation(updateOrderStatusOptions(queryClient, token));
}
