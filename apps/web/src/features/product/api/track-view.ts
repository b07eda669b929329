import { useEffect, useRef } from 'react';
import type { ProductDetail } from '@store/shared/schemas/product';
import { apiRequest } from '../../../lib/api-client.ts';
import { identityHeaders } from '../../../lib/identity-headers.ts';
import { whenIdle } from '../../../lib/when-idle.ts';

/** POST /api/track-view {productId, category}: feeds recommendations and popularity. */
export async function trackView(productId: string, category: string): Promise<void> {
  await apiRequest('/track-view', {
    method: 'POST',
    body: { productId, category },
    headers: identityHeaders(),
  });
}

/**
 * Records one view per product page load, once the product is known and the browser is idle; a
 * language switch or a re-render does not count again. A failure is only logged (storefront §8).
 */
export function useTrackView(product: ProductDetail | undefined): void {
  const tracked = useRef<string | null>(null);
  const id = product?.id;
  const category = product?.category;
  useEffect(() => {
    if (!id || category === undefined || tracked.current === id) return;
    tracked.current = id;
    whenIdle(() => {
      trackView(id, category).catch((error: unknown) => {
        console.error('Failed to track product view:', error);
      });
    });
  }, [id, category]);
}
