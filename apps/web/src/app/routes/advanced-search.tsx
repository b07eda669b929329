import { AdvancedSearchPage } from '../../features/search/components/advanced-search-page.tsx';

/** Advanced search with filters (storefront §2): its own chunk, fetched on the first visit. */
export function Component() {
  return <AdvancedSearchPage />;
}
