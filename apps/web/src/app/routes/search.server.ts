import { SEARCH_BASIC_PAGE_SIZE } from '@store/shared/constants';
import { basicSearch } from '../../features/search/search-filters.ts';
import { serverSearchQuery } from '../../features/search/api/search-products.ts';
import type { HeadBuilder, Prefetch } from '../../ssr/page-head.ts';

export const prefetch: Prefetch = ({ queryClient, lang }, { url }) => {
  const { query, searchable } = basicSearch(url.searchParams, SEARCH_BASIC_PAGE_SIZE);
  return searchable ? [queryClient.prefetchQuery(serverSearchQuery(query, lang))] : [];
};

export const head: HeadBuilder = ({ t, url }) => {
  const { query, searchable } = basicSearch(url.searchParams, SEARCH_BASIC_PAGE_SIZE);
  return searchable
    ? {
        title: t('searchPage.titleWithQuery', { query: query.q }),
        description: t('meta.search', { query: query.q }),
      }
    : { title: t('searchPage.title'), description: t('meta.advancedSearch') };
};
