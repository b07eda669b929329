import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';

/** Checkout in three steps (storefront §2, §4): its own chunk, fetched on the first visit. */
export function Component() {
  return <CheckoutPage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:checkout,shippingMethods';
