import { useQuery } from '@tanstack/react-query';
import type { Order, OrderResponse } from '@store/shared/schemas/orders';
import { apiRequest, retryServerFailureOnce } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** The storefront page of a guest order's private link (the e-mail links there too). */
export function orderLinkPath(token: string): string {
  return `/order/${encodeURIComponent(token)}`;
}

/** The history state checkout opens the link's page with: the order was just placed, say thanks. */
export const JUST_PLACED = { placed: true } as const;

export function isJustPlaced(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'placed' in state && state.placed === true;
}

/**
 * GET /api/orders/guest/{token} (public, the token is the credential): a guest's order. 404
 * ORDER_LINK_NOT_FOUND, 410 ORDER_LINK_EXPIRED (after 90 days) or ORDER_LINK_CLAIMED (now in an account).
 */
export async function getOrderLink(token: string, signal?: AbortSignal): Promise<Order> {
  const answer = await apiRequest<OrderResponse>(`/orders/guest/${encodeURIComponent(token)}`, { signal });
  return answer.order;
}

/**
 * The order a private link opens, read afresh on each visit (its status moves on) while `following`:
 * once an account has claimed it here, the link answers 410 and what was read stays on screen.
 */
export function useOrderLink(token: string, following = true) {
  return useQuery({
    queryKey: orderKeys.link(token),
    queryFn: ({ signal }) => getOrderLink(token, signal),
    enabled: following,
    staleTime: 0,
    // An unknown, expired or claimed link stays so; only a server or network failure gets one more try.
    retry: retryServerFailureOnce,
  });
}
