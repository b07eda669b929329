import { useQuery } from '@tanstack/react-query';
import { getContent } from '../../../lib/api-client.ts';
import { guestHeaders } from '../../../lib/guest-session.ts';

/** GET /api/recent: this shopper's own latest searches (the guest is named by x-session-id). */
export async function getRecent(signal?: AbortSignal): Promise<string[]> {
  const answer = await getContent<{ recent: string[] }>('/recent', { headers: guestHeaders(), signal });
  return answer.recent;
}

/** Recent searches, fresh each time the empty box opens (a search may have just been made). */
export function useRecent(enabled: boolean) {
  return useQuery({
    queryKey: ['recent'],
    queryFn: ({ signal }) => getRecent(signal),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
