import { CheckoutCompletePage } from '../../features/checkout/components/checkout-complete-page.tsx';

/** Return address of the card provider after a payment that needed a redirect (storefront §2). */
export function Component() {
  return <CheckoutCompletePage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:checkout';
