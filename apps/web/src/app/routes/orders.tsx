import { OrdersPage } from '../../features/orders/components/orders-page.tsx';

/** My orders (storefront §2): list, filter, details, cancel, reorder and tracking. */
export function Component() {
  return <OrdersPage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:orders,shippingMethods';
