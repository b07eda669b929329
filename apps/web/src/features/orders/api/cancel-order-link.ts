import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_CANCEL_REASON } from '@store/shared/constants';
import type { Order, OrderResponse } from '@store/shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';
import { orderKeys } from './order-keys.ts';

/**
 * PATCH /api/orders/guest/{token}/cancel {reason}: a guest cancels through the private link, as a
 * customer does from My orders (refunded; 409 INVALID_TRANSITION once it is being prepared).
 */
export async function cancelOrderLink(token: string): Promise<Order> {
  const answer = await apiRequest<OrderResponse>(`/orders/guest/${encodeURIComponent(token)}/cancel`, {
    method: 'PATCH',
    body: { reason: CUSTOMER_CANCEL_REASON },
  });
  return answer.order;
}

/** Cancels the link's order; the page shows the answer, and reads the order again, failed or not. */
export function useCancelOrderLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrderLink(token),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.link(token), order),
    // A refused refund still cancelled the order (502 after the move): the page reads it again.
    onSettled: () => refetchAfterChange(queryClient, orderKeys.link(token)),
  });
}
