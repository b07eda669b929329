import { useMutation } from '@tanstack/react-query';
import type { Address, AddressBody, AddressesResponse } from '@store/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useSession } from '../../../lib/session-context.ts';

/** PUT /api/auth/addresses/{id}: replaces the address (also how one becomes the default). */
export async function updateAddress({ id, body }: { id: string; body: AddressBody }): Promise<Address[]> {
  const answer = await apiRequest<AddressesResponse>(`/auth/addresses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    headers: identityHeaders(),
  });
  return answer.addresses;
}

/** Updates an address and puts the returned list on the session's user. */
export function useUpdateAddress() {
  const { user, setUser } = useSession();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (addresses) => {
      if (user) setUser({ ...user, addresses });
    },
  });
}
