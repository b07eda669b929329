import { OrdersPage } from '../../features/orders/components/orders-page.tsx';
import { privatePageHandle } from '../../ssr/page-head.ts';

/** My orders (storefront §2): list, filter, details, cancel, reorder and tracking. */
export function Component() {
  return <OrdersPage />;
}

export const handle = privatePageHandle('orders');
