import { lazy, Suspense } from 'react';
import { useHydratedTransition } from '../../../hooks/use-hydrated.ts';

// Its carousel and cards (about 4 KB gzip) load once the page is live, not with the page.
const ProductRecommendations = lazy(() =>
  import('./product-recommendations.tsx').then((module) => ({ default: module.ProductRecommendations })),
);

/**
 * 'You may also like', below the fold: the server leaves it out (it never fetched those products
 * anyway), and the browser adds it once the page is live, so neither its code nor its call stands
 * between the shopper and the product above it. It grows the page below what the first screen shows.
 */
export function DeferredRecommendations({ productId }: { productId: string }) {
  const hydrated = useHydratedTransition();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ProductRecommendations productId={productId} />
    </Suspense>
  );
}
