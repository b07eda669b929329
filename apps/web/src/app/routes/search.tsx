import { SEARCH_BASIC_PAGE_SIZE } from '@store/shared/constants';
import { SearchPage } from '../../features/search/components/search-page.tsx';
import { basicSearch } from '../../features/search/search-filters.ts';
import { serverSearchQuery } from '../../features/search/api/search-products.ts';
import { prefetchLoader } from '../../lib/route-data.ts';
import type { RouteHandle } from '../../ssr/page-head.ts';

/** Basic search results (storefront §2): its own chunk, fetched on the first visit. */
export function Component() {
  return <SearchPage />;
}

export const loader = prefetchLoader(({ queryClient, lang }, { request }) => {
  const { query, searchable } = basicSearch(new URL(request.url).searchParams, SEARCH_BASIC_PAGE_SIZE);
  return searchable ? [queryClient.prefetchQuery(serverSearchQuery(query, lang))] : [];
});

export const handle: RouteHandle = {
  head: ({ t, url }) => {
    const { query, searchable } = basicSearch(url.searchParams, SEARCH_BASIC_PAGE_SIZE);
    return searchable
      ? {
          title: t('searchPage.titleWithQuery', { query: query.q }),
          description: t('meta.search', { query: query.q }),
        }
      : { title: t('searchPage.title'), description: t('meta.advancedSearch') };
  },
};
