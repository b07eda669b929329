import { AdvancedSearchPage } from '../../features/search/components/advanced-search-page.tsx';

/** Advanced search with filters (storefront §2): its own chunk, fetched on the first visit. */
export function Component() {
  return <AdvancedSearchPage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:advancedSearch,searchPage';
