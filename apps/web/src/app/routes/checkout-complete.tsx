import { CheckoutCompletePage } from '../../features/checkout/components/checkout-complete-page.tsx';

/** Return address of the card provider after a payment that needed a redirect (storefront §2). */
export function Component() {
  return <CheckoutCompletePage />;
}
