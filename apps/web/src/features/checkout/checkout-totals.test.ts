import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@store/shared/schemas/cart';
import { pricedWith } from './checkout-totals.ts';

const item = (id: string, price: number, quantity: number): CartItem => ({
  _id: id,
  productId: id,
  variantId: null,
  selectedVariant: null,
  selectedOptions: {},
  product: {
    _id: id,
    id,
    name: `Product ${id}`,
    price,
    originalPrice: null,
    image: '',
    category: 'Books',
    categorySlug: 'books',
    inStock: true,
    discount: 0,
  },
  quantity,
  price,
  lineTotal: price * quantity,
  maxQuantity: 99,
  addedAt: '2026-01-01T00:00:00.000Z',
});

/** A cart as the server answers it: priced with standard shipping. */
const cart = (
  items: CartItem[],
  figures: Pick<Cart, 'subtotal' | 'discount' | 'tax' | 'shipping' | 'total'>,
): Cart => ({
  _id: 'cart-1',
  items,
  itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
  couponCode: figures.discount > 0 ? 'WELCOME5' : null,
  couponMessage: null,
  couponIssue: null,
  ...figures,
});

describe('the checkout’s totals by shipping method', () => {
  const above = cart([item('a', 24.99, 2), item('b', 5.5, 1)], {
    subtotal: 55.48,
    discount: 5,
    tax: 5.05,
    shipping: 0,
    total: 55.53,
  });
  const below = cart([item('a', 12.49, 2)], {
    subtotal: 24.98,
    discount: 0,
    tax: 2.5,
    shipping: 9.99,
    total: 37.47,
  });

  it('standard gives the server cart’s own figures, free above $50 or not', () => {
    expect(pricedWith(above, 'standard')).toEqual(above);
    expect(pricedWith(below, 'standard')).toEqual(below);
  });

  it('express costs $19.99 whatever the subtotal, the discount and tax unchanged', () => {
    expect(pricedWith(above, 'express')).toMatchObject({
      subtotal: 55.48,
      discount: 5,
      tax: 5.05,
      shipping: 19.99,
      total: 75.52,
    });
    expect(pricedWith(below, 'express')).toMatchObject({ shipping: 19.99, total: 47.47 });
  });
});
