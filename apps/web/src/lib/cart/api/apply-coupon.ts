import type { Language } from '@store/shared/constants';
import type { CartResponse } from '@store/shared/schemas/cart';
import { apiRequest } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';
import { useCartMutation } from '../use-cart-mutation.ts';

/**
 * POST /api/cart/coupon {code}: the server checks the code (400 INVALID_COUPON, COUPON_EXPIRED,
 * COUPON_MINIMUM, CART_EMPTY…) and answers the repriced cart with 'Promo code applied!'.
 */
export function applyCoupon(code: string, lang: Language): Promise<CartResponse> {
  return apiRequest<CartResponse>('/cart/coupon', {
    method: 'POST',
    lang,
    body: { code },
    headers: identityHeaders(),
  });
}

/** Not optimistic: whether a code applies is the server's to say. */
export function useApplyCoupon() {
  return useCartMutation<string>({ what: 'Failed to apply the promo code', request: applyCoupon });
}
