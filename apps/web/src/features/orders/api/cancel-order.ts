import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_CANCEL_REASON } from '@store/shared/constants';
import type { Order, OrderResponse } from '@store/shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useSession } from '../../../lib/session-context.ts';
import { orderKeys } from './order-keys.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

/** PATCH /api/orders/{id}/cancel {reason}: 409 INVALID_TRANSITION unless pending or confirmed. */
export async function cancelOrder(id: string): Promise<Order> {
  const answer = await apiRequest<OrderResponse>(`/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'PATCH',
    body: { reason: CUSTOMER_CANCEL_REASON },
    headers: identityHeaders(),
  });
  return answer.order;
}

/**
 * Cancels an order; its detail becomes the answer and every list is read again (a filter may drop it),
 * failed or not.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(token, order._id), order),
    // A refused refund still cancelled the order (502 after the move): every view reads it again.
    onSettled: () => refetchAfterChange(queryClient, orderKeys.all(token)),
  });
}
