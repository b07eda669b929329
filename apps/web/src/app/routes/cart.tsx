import { CartPage } from '../../features/cart/components/cart-page.tsx';
import { privatePageHandle } from '../../ssr/page-head.ts';

/** /cart: the cart page, fetched on first visit. */
export function Component() {
  return <CartPage />;
}

export const handle = privatePageHandle('cart');
