import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Language } from '@store/shared/constants';
import type { ConfirmPaymentBody } from '@store/shared/schemas/checkout';
import type { Order } from '@store/shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { ALL_CARTS } from '../../../lib/cart/api/get-cart.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { clearProgress } from '../checkout-progress.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

/**
 * POST /api/payment/confirm: the server asks the provider whether the payment succeeded and places the
 * order in the same transaction, emptying the cart. 404 PAYMENT_NOT_FOUND, 409 PAYMENT_NOT_COMPLETED,
 * 409 OUT_OF_STOCK (the payment is refunded). Asking twice answers the same order.
 */
export async function confirmPayment(body: ConfirmPaymentBody, lang: Language): Promise<Order> {
  // The language names the order's lines and picks the language of the confirmation e-mail.
  const answer = await apiRequest<{ success: true; order: Order }>('/payment/confirm', {
    method: 'POST',
    body,
    lang,
    headers: identityHeaders(),
  });
  return answer.order;
}

/**
 * Places the order of a succeeded payment, then shows its confirmation and reads the emptied cart
 * (storefront §4). The confirmation comes first: an empty cart would send the checkout page home on
 * its way out. The call stays pending until then, so the pay button never comes back in between.
 */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (body: ConfirmPaymentBody) => confirmPayment(body, lang),
    onSuccess: async (order) => {
      // The order is placed: a later visit to checkout starts afresh.
      clearProgress();
      await navigate(`/order-confirmation/${encodeURIComponent(order._id)}`, { replace: true });
      await refetchAfterChange(queryClient, ALL_CARTS);
    },
  });
}
