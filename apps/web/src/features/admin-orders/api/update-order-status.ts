import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderStatusInput, AdminOrderStatusResponse } from '@store/shared/schemas/admin-orders';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminOrdersKey } from './get-admin-orders.ts';

interface UpdateOrderStatus {
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

/** Moves an order, then reads the list and the order again (its row, counts and timeline changed). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey(token) }),
  });
}
