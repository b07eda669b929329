import { useCallback, useMemo } from 'react';
import { useOptimisticSearchParams } from '../../../hooks/use-optimistic-search-params.ts';
import { filtersFromParams, paramsFromFilters, type SearchFilters } from '../search-filters.ts';

/** The advanced search state, read from and written to the URL: Back undoes the last change. */
export function useSearchFilters(): [SearchFilters, (next: SearchFilters) => void] {
  const [params, setParams] = useOptimisticSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback((next: SearchFilters) => setParams(paramsFromFilters(next)), [setParams]);
  return [filters, setFilters];
}
