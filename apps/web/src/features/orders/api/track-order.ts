import { skipToken, useQuery } from '@tanstack/react-query';
import type { TrackedOrder } from '@store/shared/schemas/orders';
import { apiRequest, retryServerFailureOnce } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

export interface TrackRequest {
  orderNumber: string;
  email: string;
}

/**
 * GET /api/orders/track?orderNumber&email (public): status, dates and timeline of an order. An unknown
 * number and a wrong e-mail get the same 404 ORDER_NOT_FOUND.
 */
export async function trackOrder(
  { orderNumber, email }: TrackRequest,
  signal?: AbortSignal,
): Promise<TrackedOrder> {
  const answer = await apiRequest<{ success: true; order: TrackedOrder }>('/orders/track', {
    query: { orderNumber, email },
    signal,
  });
  return answer.order;
}

/** The tracked order of the last request sent from the form; nothing until one is sent. */
export function useTrackedOrder(request: TrackRequest | null) {
  return useQuery({
    queryKey: orderKeys.tracking(request?.orderNumber, request?.email),
    queryFn: request ? ({ signal }) => trackOrder(request, signal) : skipToken,
    staleTime: 0,
    retry: retryServerFailureOnce,
  });
}
