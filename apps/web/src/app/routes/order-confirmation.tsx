import { OrderConfirmationPage } from '../../features/orders/components/order-confirmation-page.tsx';
import { privatePageHandle } from '../../ssr/page-head.ts';

/** The confirmation of a placed order (storefront §2). */
export function Component() {
  return <OrderConfirmationPage />;
}

export const handle = privatePageHandle('orderConfirmation');
