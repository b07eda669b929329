import type { AuthResponse, LoginBody } from '@store/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';

/**
 * POST /api/auth/login. The guest's x-session-id goes along (identityHeaders), so the API can move
 * the guest's cart into the account at this moment.
 */
export function signIn(body: LoginBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/login', { method: 'POST', body, headers: identityHeaders() });
}
