import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';

/** Checkout in three steps (storefront §2, §4): its own chunk, fetched on the first visit. */
export function Component() {
  return <CheckoutPage />;
}
