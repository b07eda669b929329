import { SearchPage } from '../../features/search/components/search-page.tsx';

/** Basic search results (storefront §2): its own chunk, fetched on the first visit. */
export function Component() {
  return <SearchPage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:searchPage';
