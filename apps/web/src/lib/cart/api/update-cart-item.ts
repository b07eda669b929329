import type { Language } from '@store/shared/constants';
import type { CartResponse } from '@store/shared/schemas/cart';
import { apiRequest } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';
import { withQuantity, type LineRef } from '../cart-lines.ts';
import { useCartMutation } from '../use-cart-mutation.ts';

export interface UpdateCartItemVariables extends LineRef {
  /** 0 removes the line. */
  quantity: number;
}

/** PUT /api/cart/update/{productId} {quantity, variantId}: the variant names the line of a product. */
export function updateCartItem(
  { productId, variantId, quantity }: UpdateCartItemVariables,
  lang: Language,
): Promise<CartResponse> {
  return apiRequest<CartResponse>(`/cart/update/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    lang,
    body: variantId ? { quantity, variantId } : { quantity },
    headers: identityHeaders(),
  });
}

export function useUpdateCartItem() {
  return useCartMutation<UpdateCartItemVariables>({
    what: 'Failed to update cart quantity',
    request: updateCartItem,
    optimistic: (cart, { quantity, ...ref }) => withQuantity(cart, ref, quantity),
  });
}
