import type { AuthResponse, RegisterBody } from '@store/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';

/** POST /api/auth/register; like sign-in, it sends the guest session so the guest's cart is kept. */
export function signUp(body: RegisterBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/register', { method: 'POST', body, headers: identityHeaders() });
}
