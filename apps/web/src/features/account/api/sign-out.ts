import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/logout with the token being given up: the API ends this session only. */
export async function signOut(token: string): Promise<void> {
  await apiRequest<{ success: true; message: string }>('/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
}
