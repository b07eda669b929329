import { OrderConfirmationPage } from '../../features/orders/components/order-confirmation-page.tsx';

/** The confirmation of a placed order (storefront §2). */
export function Component() {
  return <OrderConfirmationPage />;
}
