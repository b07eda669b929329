import type { Language } from '@store/shared/constants';
import type { CartResponse } from '@store/shared/schemas/cart';
import { apiRequest } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';
import { cleared } from '../cart-lines.ts';
import { useCartMutation } from '../use-cart-mutation.ts';

/** DELETE /api/cart/clear: empties the cart and drops its promo code. */
export function clearCart(lang: Language): Promise<CartResponse> {
  return apiRequest<CartResponse>('/cart/clear', { method: 'DELETE', lang, headers: identityHeaders() });
}

/** Clear empties the list at once and ignores a server failure (storefront §4, §8). */
export function useClearCart() {
  return useCartMutation<void>({
    what: 'Failed to clear the cart',
    request: (_none, lang) => clearCart(lang),
    optimistic: cleared,
    keepOnError: true,
  });
}
