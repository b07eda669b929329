import { SEARCH_DEBOUNCE_MS } from '@store/shared/constants';
import { useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';

/** What every admin list's filters hold besides their own: the page and the search box. */
interface ListFilters {
  page: number;
  search: string;
}

/**
 * An admin list's filters: `search` is the search box once typing has paused (what the query asks
 * for), and any filter change starts again at page 1, since the old page may not exist any more.
 */
export function useAdminListFilters<F extends ListFilters>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const changeFilters = (change: Partial<F>) => setFilters((current) => ({ ...current, page: 1, ...change }));
  const setPage = (page: number) => setFilters((current) => ({ ...current, page }));
  return { filters, search, changeFilters, setPage };
}
