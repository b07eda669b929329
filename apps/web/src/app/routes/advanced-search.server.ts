import { SEARCH_ADVANCED_PAGE_SIZE } from '@store/shared/constants';
import { serverSearchQuery } from '../../features/search/api/search-products.ts';
import { filtersFromParams, searchQueryFor } from '../../features/search/search-filters.ts';
import type { HeadBuilder, Prefetch } from '../../ssr/page-head.ts';

export const prefetch: Prefetch = ({ queryClient, lang }, { url }) => {
  const filters = filtersFromParams(url.searchParams);
  return [
    queryClient.prefetchQuery(serverSearchQuery(searchQueryFor(filters, SEARCH_ADVANCED_PAGE_SIZE), lang)),
  ];
};

export const head: HeadBuilder = ({ t }) => ({
  title: t('advancedSearch.title'),
  description: t('meta.advancedSearch'),
});
