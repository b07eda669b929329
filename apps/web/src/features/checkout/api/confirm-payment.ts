import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Language } from '@store/shared/constants';
import type { ConfirmPaymentBody } from '@store/shared/schemas/checkout';
import type { PlacedOrderResponse } from '@store/shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { ALL_CARTS } from '../../../lib/cart/api/get-cart.ts';
import { forgetGuestCheckout } from '../../../lib/guest-checkout-choice.ts';
import { rememberGuestOrderLink } from '../../../lib/guest-order-links.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { JUST_PLACED, orderLinkPath } from '../../orders/api/get-order-link.ts';
import { orderKeys } from '../../orders/api/order-keys.ts';
import { clearProgress } from '../checkout-progress.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

/**
 * POST /api/payment/confirm: the server asks the provider whether the payment succeeded and places the
 * order in the same transaction, emptying the cart; a guest's order comes with its private link's
 * token (issue 22). 404 PAYMENT_NOT_FOUND, 409 PAYMENT_NOT_COMPLETED, 409 OUT_OF_STOCK (the payment is
 * refunded). Asking twice answers the same order.
 */
export function confirmPayment(body: ConfirmPaymentBody, lang: Language): Promise<PlacedOrderResponse> {
  // The language names the order's lines and picks the language of the confirmation e-mail.
  return apiRequest<PlacedOrderResponse>('/payment/confirm', {
    method: 'POST',
    body,
    lang,
    headers: identityHeaders(),
  });
}

/**
 * Places the order of a succeeded payment, then shows its confirmation and reads the emptied cart
 * (storefront §4). The confirmation comes first: an empty cart would send the checkout page home on
 * its way out. The call stays pending until then, so the pay button never comes back in between.
 * A guest's confirmation is the order's private link, whose token this browser keeps: an account
 * created later claims the order with it.
 */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (body: ConfirmPaymentBody) => confirmPayment(body, lang),
    onSuccess: async ({ order, accessToken }) => {
      // The order is placed: a later visit to checkout starts afresh.
      clearProgress();
      if (accessToken) {
        rememberGuestOrderLink({ token: accessToken, orderId: order._id });
        // The link's page shows the order at once, without asking for what this answer holds.
        queryClient.setQueryData(orderKeys.link(accessToken), order);
        await navigate(orderLinkPath(accessToken), { replace: true, state: JUST_PLACED });
        forgetGuestCheckout();
      } else {
        await navigate(`/order-confirmation/${encodeURIComponent(order._id)}`, { replace: true });
      }
      await refetchAfterChange(queryClient, ALL_CARTS);
    },
  });
}
