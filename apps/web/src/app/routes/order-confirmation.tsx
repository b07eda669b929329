import { OrderConfirmationPage } from '../../features/orders/components/order-confirmation-page.tsx';

/** The confirmation of a placed order (storefront §2). */
export function Component() {
  return <OrderConfirmationPage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:orderConfirmation,orders,shippingMethods';
