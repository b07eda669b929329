import { SearchPage } from '../../features/search/components/search-page.tsx';

/** Basic search results (storefront §2): its own chunk, fetched on the first visit. */
export function Component() {
  return <SearchPage />;
}
