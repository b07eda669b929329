import { SEARCH_ADVANCED_PAGE_SIZE } from '@store/shared/constants';
import { AdvancedSearchPage } from '../../features/search/components/advanced-search-page.tsx';
import { serverSearchQuery } from '../../features/search/api/search-products.ts';
import { filtersFromParams, searchQueryFor } from '../../features/search/search-filters.ts';
import { prefetchLoader } from '../../lib/route-data.ts';
import type { RouteHandle } from '../../ssr/page-head.ts';

/** Advanced search with filters (storefront §2): its own chunk, fetched on the first visit. */
export function Component() {
  return <AdvancedSearchPage />;
}

export const loader = prefetchLoader(({ queryClient, lang }, { request }) => {
  const filters = filtersFromParams(new URL(request.url).searchParams);
  return [
    queryClient.prefetchQuery(serverSearchQuery(searchQueryFor(filters, SEARCH_ADVANCED_PAGE_SIZE), lang)),
  ];
});

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('advancedSearch.title'), description: t('meta.advancedSearch') }),
};
