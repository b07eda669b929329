import { CategoryPage } from '../../features/category/components/category-page.tsx';

/** Category listing (storefront §2): its own chunk, fetched on the first visit. */
export function Component() {
  return <CategoryPage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:categoryPage';
