import type { Language } from '@store/shared/constants';
import type { CartResponse } from '@store/shared/schemas/cart';
import { apiRequest } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';
import { withItems } from '../cart-lines.ts';
import { useCartMutation } from '../use-cart-mutation.ts';

/** DELETE /api/cart/coupon: takes the promo code off the cart. */
export function removeCoupon(lang: Language): Promise<CartResponse> {
  return apiRequest<CartResponse>('/cart/coupon', { method: 'DELETE', lang, headers: identityHeaders() });
}

export function useRemoveCoupon() {
  return useCartMutation<void>({
    what: 'Failed to remove the promo code',
    request: (_none, lang) => removeCoupon(lang),
    optimistic: (cart) =>
      withItems(
        { ...cart, couponCode: null, couponMessage: null, couponIssue: null, discount: 0 },
        cart.items,
      ),
  });
}
