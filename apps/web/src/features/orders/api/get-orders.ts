import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE, type OrderStatus } from '@store/shared/constants';
import type { OrdersResponse } from '@store/shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useSession } from '../../../lib/session-context.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/orders?page&limit=10&status: the caller's own orders, newest first. */
export function getOrders(
  page: number,
  status: OrderStatus | null,
  signal?: AbortSignal,
): Promise<OrdersResponse> {
  return apiRequest<OrdersResponse>('/orders', {
    query: { page, limit: ORDERS_PAGE_SIZE, status },
    headers: identityHeaders(),
    signal,
  });
}

/**
 * A page of the customer's orders. Read afresh on every visit (an order placed or cancelled a moment
 * ago must show); the previous page stays up while the next one loads.
 */
export function useOrders(page: number, status: OrderStatus | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: orderKeys.list(token, page, status),
    queryFn: ({ signal }) => getOrders(page, status, signal),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
