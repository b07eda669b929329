import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentIntentBody, CreatePaymentIntentResponse } from '@store/shared/schemas/checkout';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';

/**
 * POST /api/payment/create-payment-intent: the server prices the cart, holds its stock for 15 minutes
 * and answers the intent to pay. 400 CART_EMPTY, 404 CART_NOT_FOUND, 409 OUT_OF_STOCK /
 * INSUFFICIENT_STOCK. Asking again with an unchanged cart answers the same intent.
 */
export function createPaymentIntent(body: CreatePaymentIntentBody): Promise<CreatePaymentIntentResponse> {
  return apiRequest<CreatePaymentIntentResponse>('/payment/create-payment-intent', {
    method: 'POST',
    body,
    headers: identityHeaders(),
  });
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
