import type { User, UserResponse } from '@store/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/auth/profile for a given token (the session checks a stored one before trusting it). */
export async function getProfile(token: string, signal?: AbortSignal): Promise<User> {
  const answer = await apiRequest<UserResponse>('/auth/profile', {
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  return answer.user;
}
