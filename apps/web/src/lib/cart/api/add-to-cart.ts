import type { Language } from '@store/shared/constants';
import type { AddToCartBody, CartResponse } from '@store/shared/schemas/cart';
import { apiRequest } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';
import { withAdded, type LineDraft } from '../cart-lines.ts';
import { useCartMutation } from '../use-cart-mutation.ts';

/**
 * POST /api/cart/add {productId, quantity, selectedVariant, selectedAttributes}: the line grows or is
 * made; 409 OUT_OF_STOCK / INSUFFICIENT_STOCK / QUANTITY_LIMIT, 400 VARIANT_REQUIRED, 404 when gone.
 */
export function addToCart(body: AddToCartBody, lang: Language): Promise<CartResponse> {
  return apiRequest<CartResponse>('/cart/add', {
    method: 'POST',
    lang,
    body,
    headers: identityHeaders(),
  });
}

export interface AddToCartVariables {
  body: AddToCartBody;
  /** The line to show at once; without it the cart changes when the server answers. */
  draft?: LineDraft;
}

export function useAddToCart() {
  return useCartMutation<AddToCartVariables>({
    what: 'Failed to add to cart',
    request: ({ body }, lang) => addToCart(body, lang),
    optimistic: (cart, { body, draft }) => (draft ? withAdded(cart, draft, body.quantity ?? 1) : cart),
  });
}
