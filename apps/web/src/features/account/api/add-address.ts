import { useMutation } from '@tanstack/react-query';
import type { Address, AddressBody, AddressesResponse } from '@store/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useSession } from '../../../lib/session-context.ts';

/** POST /api/auth/addresses → the whole address book (the first address, or a default one, leads). */
export async function addAddress(body: AddressBody): Promise<Address[]> {
  const answer = await apiRequest<AddressesResponse>('/auth/addresses', {
    method: 'POST',
    body,
    headers: identityHeaders(),
  });
  return answer.addresses;
}

/** Adds an address and puts the returned list on the session's user. */
export function useAddAddress() {
  const { user, setUser } = useSession();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: (addresses) => {
      if (user) setUser({ ...user, addresses });
    },
  });
}
