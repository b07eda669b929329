import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@store/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useSession } from '../../../lib/session-context.ts';

interface ChangePasswordAnswer {
  success: true;
  message: string;
  token: string;
}

/** PUT /api/auth/change-password; the answer carries a new token, since every earlier one is revoked. */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordAnswer> {
  return apiRequest<ChangePasswordAnswer>('/auth/change-password', {
    method: 'PUT',
    body,
    headers: identityHeaders(),
  });
}

/** Changes the password and keeps this browser signed in with the token that replaces the revoked one. */
export function useChangePassword() {
  const { setToken } = useSession();
  return useMutation({ mutationFn: changePassword, onSuccess: (answer) => setToken(answer.token) });
}
