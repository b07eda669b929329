import { useQuery } from '@tanstack/react-query';
import type { TestRetrieveResponse, testRetrieveBodySchema } from '@store/shared/schemas/checkout';
import { apiRequest } from '../../../lib/api-client.ts';

/** The schema's type only: its value would bring zod into this page. */
export type RetrieveTestPaymentBody = ReturnType<typeof testRetrieveBodySchema.parse>;

/**
 * POST /api/payment/test/retrieve: whether the payment still awaits its 3-D Secure check, and once it
 * does not, the return page to go to (Stripe.js's retrievePaymentIntent, played by the test provider).
 */
export function retrieveTestPayment(body: RetrieveTestPaymentBody): Promise<TestRetrieveResponse> {
  return apiRequest<TestRetrieveResponse>('/payment/test/retrieve', { method: 'POST', body });
}

/** The query key of a test-provider payment's state. */
export const testPaymentKey = (paymentIntentId: string | null) => ['test-payment', paymentIntentId] as const;

/** Read afresh on every visit: Back may bring the shopper to the page after the payment is done. */
export function useTestPaymentStatus(body: RetrieveTestPaymentBody | null) {
  return useQuery({
    queryKey: testPaymentKey(body?.paymentIntentId ?? null),
    queryFn: () => (body ? retrieveTestPayment(body) : Promise.reject(new Error('no payment'))),
    enabled: body !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
