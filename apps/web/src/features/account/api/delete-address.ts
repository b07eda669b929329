import { useMutation } from '@tanstack/react-query';
import type { Address, AddressesResponse } from '@store/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useSession } from '../../../lib/session-context.ts';

/** DELETE /api/auth/addresses/{id}; when the default goes, the API makes the oldest remaining one default. */
export async function deleteAddress(id: string): Promise<Address[]> {
  const answer = await apiRequest<AddressesResponse>(`/auth/addresses/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: identityHeaders(),
  });
  return answer.addresses;
}

/** Deletes an address and puts the returned list on the session's user. */
export function useDeleteAddress() {
  const { user, setUser } = useSession();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (addresses) => {
      if (user) setUser({ ...user, addresses });
    },
  });
}
