import { useMutation } from '@tanstack/react-query';
import type {
  testAuthenticateBodySchema,
  testAuthenticateResponseSchema,
} from '@store/shared/schemas/checkout';
import { apiRequest } from '../../../lib/api-client.ts';

// The schemas' types only: their values would bring zod into the storefront.
export type AuthenticateTestPaymentBody = ReturnType<typeof testAuthenticateBodySchema.parse>;
export type AuthenticateTestPaymentAnswer = ReturnType<typeof testAuthenticateResponseSchema.parse>;

/**
 * POST /api/payment/test/authenticate: the test provider's 3-D Secure check, passed or failed on
 * purpose; the answer names the return page (/checkout/complete?…&redirect_status=…).
 */
export function authenticateTestPayment(
  body: AuthenticateTestPaymentBody,
): Promise<AuthenticateTestPaymentAnswer> {
  return apiRequest<AuthenticateTestPaymentAnswer>('/payment/test/authenticate', { method: 'POST', body });
}

export function useAuthenticateTestPayment() {
  return useMutation({ mutationFn: authenticateTestPayment });
}
