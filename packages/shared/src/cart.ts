import type { Cart } from './schemas/cart.ts';

/**
 * The cart of a visitor who has added nothing yet. Kept apart from the schemas so the web app can use
 * it without pulling zod into its first load.
 */
export const EMPTY_CART: Cart = {
  _id: null,
  items: [],
  itemCount: 0,
  subtotal: 0,
  discount: 0,
  tax: 0,
  shipping: 0,
  total: 0,
  couponCode: null,
  couponMessage: null,
  couponIssue: null,
};
