import { useQuery } from '@tanstack/react-query';
import type { Order, OrderResponse } from '@store/shared/schemas/orders';
import { apiRequest, retryServerFailureOnce } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useSession } from '../../../lib/session-context.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/orders/{id}: one of the caller's orders; anyone else's, or none, is 404 ORDER_NOT_FOUND. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const answer = await apiRequest<OrderResponse>(`/orders/${encodeURIComponent(id)}`, {
    headers: identityHeaders(),
    signal,
  });
  return answer.order;
}

/** The caller's order `id`; nothing is asked while `id` is null. */
export function useOrder(id: string | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: orderKeys.detail(token, id ?? ''),
    queryFn: ({ signal }) => getOrder(id ?? '', signal),
    enabled: token !== null && id !== null,
    staleTime: 0,
    // Not found stays not found; only a server or network failure is worth one more try.
    retry: retryServerFailureOnce,
  });
}
