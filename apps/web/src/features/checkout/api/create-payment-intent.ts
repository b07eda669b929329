import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentIntentBody, CreatePaymentIntentResponse } from '@store/shared/schemas/checkout';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Language } from '@store/shared/constants';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/**
 * POST /api/payment/create-payment-intent: the server prices the cart, holds its stock for 15 minutes
 * and answers the intent to pay. 400 CART_EMPTY, 404 CART_NOT_FOUND, 409 OUT_OF_STOCK /
 * INSUFFICIENT_STOCK. Asking again with an unchanged cart answers the same intent.
 */
export function createPaymentIntent(
  body: CreatePaymentIntentBody,
  lang: Language,
): Promise<CreatePaymentIntentResponse> {
  // The payment keeps the language: an order the server places later (the shopper closed the tab
  // after paying) is written, and its e-mails sent, in it.
  return apiRequest<CreatePaymentIntentResponse>('/payment/create-payment-intent', {
    method: 'POST',
    body,
    lang,
    headers: identityHeaders(),
  });
}

export function useCreatePaymentIntent() {
  const lang = useLanguage();
  return useMutation({ mutationFn: (body: CreatePaymentIntentBody) => createPaymentIntent(body, lang) });
}
