import { ProductPage } from '../../features/product/components/product-page.tsx';

/** Product detail (storefront §2): its own chunk, fetched on the first visit. */
export function Component() {
  return <ProductPage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:productPage';
