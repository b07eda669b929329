import { useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@store/shared/schemas/checkout';
import { apiRequest } from '../../../lib/api-client.ts';

/** The query key of the shop's payment provider and its publishable key. */
export const paymentConfigKey = ['payment-config'] as const;

/** GET /api/payment/config: which provider takes cards ('test' or 'stripe') and Stripe's publishable key. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiRequest<PaymentConfig>('/payment/config', { signal });
}

/** The store's payment provider; it only changes with a restart, so it is read once per visit. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentConfigKey,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: Infinity,
  });
}
