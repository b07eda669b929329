/**
 * Cart: lines, owners (a guest session or an account), coupons and the one pricing function that
 * checkout charges by. Everything else in this folder is the module's own.
 */
export { availableUnits, maxQuantity, variantOptions } from './cart-lines.query.ts';
export { addToCart } from './cart-lines.service.ts';
export { type CartOwner, findCartId } from './cart-owner.ts';
export { type PricedCart, type PricedLine, priceCart } from './cart-pricing.service.ts';
export { readCart } from './cart-read.service.ts';
