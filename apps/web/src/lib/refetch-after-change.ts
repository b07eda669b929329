import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads these queries again after a change the server has made. Invalidating alone is not enough: a
 * query's first fetch still under way (a list just filtered, say) may have been answered before the
 * change, and invalidation joins that fetch instead of starting again, so a deleted row would stay on
 * screen. Fetches under way are cancelled first, then every matching query is invalidated.
 */
export async function refetchAfterChange(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
