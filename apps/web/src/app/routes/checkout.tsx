import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { privatePageHandle } from '../../ssr/page-head.ts';

/** Checkout in three steps (storefront §2, §4): its own chunk, fetched on the first visit. */
export function Component() {
  return <CheckoutPage />;
}

export const handle = privatePageHandle('checkout');
