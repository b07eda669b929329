import { useMutation } from '@tanstack/react-query';
import type { TestConfirmResponse, testConfirmBodySchema } from '@store/shared/schemas/checkout';
import { apiRequest } from '../../../lib/api-client.ts';

/** The schema's type only: its value would bring zod into the storefront. */
export type ConfirmTestPaymentBody = ReturnType<typeof testConfirmBodySchema.parse>;

/**
 * POST /api/payment/test/confirm: the built-in test provider charges a test card. A refused card is an
 * answer, not an error: `{status, error: {code, message}}`; 3-D Secure answers `requires_action` with
 * the page to go to. The client secret is the credential, as with Stripe.
 */
export function confirmTestPayment(body: ConfirmTestPaymentBody): Promise<TestConfirmResponse> {
  return apiRequest<TestConfirmResponse>('/payment/test/confirm', { method: 'POST', body });
}

export function useConfirmTestPayment() {
  return useMutation({ mutationFn: confirmTestPayment });
}
