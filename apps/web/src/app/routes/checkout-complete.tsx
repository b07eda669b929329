import { CheckoutCompletePage } from '../../features/checkout/components/checkout-complete-page.tsx';
import { privatePageHandle } from '../../ssr/page-head.ts';

/** Return address of the card provider after a payment that needed a redirect (storefront §2). */
export function Component() {
  return <CheckoutCompletePage />;
}

export const handle = privatePageHandle('checkoutComplete');
