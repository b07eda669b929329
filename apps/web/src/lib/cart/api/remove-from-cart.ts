import type { Language } from '@store/shared/constants';
import type { CartResponse } from '@store/shared/schemas/cart';
import { apiRequest } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';
import { withoutLine, type LineRef } from '../cart-lines.ts';
import { useCartMutation } from '../use-cart-mutation.ts';

/** DELETE /api/cart/remove/{productId}?variantId=: one variant's line, or the product's only line. */
export function removeFromCart({ productId, variantId }: LineRef, lang: Language): Promise<CartResponse> {
  return apiRequest<CartResponse>(`/cart/remove/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
    lang,
    query: { variantId },
    headers: identityHeaders(),
  });
}

export function useRemoveFromCart() {
  return useCartMutation<LineRef>({
    what: 'Failed to remove from cart',
    request: removeFromCart,
    optimistic: withoutLine,
  });
}
