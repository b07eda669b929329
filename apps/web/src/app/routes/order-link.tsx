import { OrderLinkPage } from '../../features/orders/components/order-link-page.tsx';

/** A guest order's private link (issue 22): client-only, never indexed, its own chunk. */
export function Component() {
  return <OrderLinkPage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:orderLink,orderConfirmation,orders,shippingMethods';
