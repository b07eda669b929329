import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isNotFoundError } from './api-client.ts';

/**
 * Query failures are logged once here, after the last retry, rather than in every hook:
 * the spec's silent fallbacks (storefront §8) log the error and then show sample data.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A 404 is an answer the page shows ('Product Not Found', 'No products found'), not a fault.
        if (isNotFoundError(error)) return;
        console.error(`Failed to load ${JSON.stringify(query.queryKey)}:`, error);
      },
    }),
    defaultOptions: {
      queries: {
        // Catalogue content changes rarely; don't refetch it on every mount or tab switch.
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        // One quick retry, then the section falls back to sample data instead of spinning for seconds.
        retry: 1,
        retryDelay: 500,
      },
    },
  });
}
