import { useQuery } from '@tanstack/react-query';
import { getContent } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { useSession } from '../../../lib/session-context.ts';
import { headerKeys } from './header-keys.ts';

/** GET /api/recent: this shopper's own latest searches (the signed-in user's, else the guest session's). */
export async function getRecent(signal?: AbortSignal): Promise<string[]> {
  const answer = await getContent<{ recent: string[] }>('/recent', { headers: identityHeaders(), signal });
  return answer.recent;
}

/**
 * Recent searches, fresh each time the empty box opens (a search may have just been made). Keyed on the
 * token: a customer's list is theirs, not the guest's who used the browser before signing in.
 */
export function useRecent(enabled: boolean) {
  const { token } = useSession();
  return useQuery({
    queryKey: headerKeys.recent(token),
    queryFn: ({ signal }) => getRecent(signal),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
