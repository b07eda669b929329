import { ProductPage } from '../../features/product/components/product-page.tsx';

/** Product detail (storefront §2): its own chunk, fetched on the first visit. */
export function Component() {
  return <ProductPage />;
}
