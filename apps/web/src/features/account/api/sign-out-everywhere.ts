import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/logout-all: every session of the user ends, on every device, this one included. */
export async function signOutEverywhere(token: string): Promise<void> {
  await apiRequest<{ success: true; message: string }>('/auth/logout-all', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
}
