import { CartPage } from '../../features/cart/components/cart-page.tsx';

/** /cart: the cart page, fetched on first visit. */
export function Component() {
  return <CartPage />;
}
