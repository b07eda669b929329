import type { UseQueryResult } from '@tanstack/react-query';

export interface FallbackResult<T> {
  /** Loaded data, or the fallback once the call has failed; undefined while the first load runs. */
  data: T | undefined;
  isLoading: boolean;
  isFallback: boolean;
}

/** Storefront §4/§8: a section shows loading, then its data, or its built-in sample data on failure. */
export function withFallback<T>(query: UseQueryResult<T>, fallback: () => T): FallbackResult<T> {
  if (query.data !== undefined) return { data: query.data, isLoading: false, isFallback: false };
  if (query.isError) return { data: fallback(), isLoading: false, isFallback: true };
  return { data: undefined, isLoading: true, isFallback: false };
}
