import type { Language } from '@store/shared/constants';
import type { AuthResponse, RegisterBody } from '@store/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';

/**
 * POST /api/auth/register?lang: the account keeps the language it was created in. Like sign-in, it
 * sends the guest session so the guest's cart is kept.
 */
export function signUp(body: RegisterBody, lang: Language): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/register', {
    method: 'POST',
    body,
    lang,
    headers: identityHeaders(),
  });
}
