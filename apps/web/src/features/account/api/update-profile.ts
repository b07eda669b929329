import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate, User, UserResponse } from '@store/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useSession } from '../../../lib/session-context.ts';

/** PUT /api/auth/profile: names, phone, birth date, gender, avatar and preferences (never the e-mail). */
export async function updateProfile(body: ProfileUpdate): Promise<User> {
  const answer = await apiRequest<UserResponse>('/auth/profile', {
    method: 'PUT',
    body,
    headers: identityHeaders(),
  });
  return answer.user;
}

/** Saves profile fields; the session's user becomes the server's answer. */
export function useUpdateProfile() {
  const { setUser } = useSession();
  return useMutation({ mutationFn: updateProfile, onSuccess: setUser });
}
