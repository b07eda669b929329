import { useMutation } from '@tanstack/react-query';
import type { ClaimOrdersResponse } from '@store/shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { forgetGuestOrderLinks } from '../../../lib/guest-order-links.ts';

/**
 * POST /api/orders/claim {tokens} (signed in): the guest orders whose private links are given, and
 * whose e-mail is the account's, move into the account. 403 ORDER_CLAIM_EMAIL_MISMATCH, 404/410 when
 * no link gives one. Their links stop working.
 */
export function claimOrders(tokens: string[]): Promise<ClaimOrdersResponse> {
  return apiRequest<ClaimOrdersResponse>('/orders/claim', {
    method: 'POST',
    body: { tokens },
    headers: identityHeaders(),
  });
}

/** Claims, and forgets the links of the orders claimed (My orders reads afresh on every visit). */
export function useClaimOrders() {
  return useMutation({
    mutationFn: claimOrders,
    onSuccess: ({ claimed }) => forgetGuestOrderLinks(claimed.map((order) => order.id)),
  });
}
