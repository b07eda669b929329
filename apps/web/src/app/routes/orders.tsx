import { OrdersPage } from '../../features/orders/components/orders-page.tsx';

/** My orders (storefront §2): list, filter, details, cancel, reorder and tracking. */
export function Component() {
  return <OrdersPage />;
}
