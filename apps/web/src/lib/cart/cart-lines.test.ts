import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '@store/shared/cart';
import type { Cart, CartItem, CartProduct } from '@store/shared/schemas/cart';
import {
  cleared,
  productLines,
  withAdded,
  withItems,
  withQuantity,
  withoutLine,
  type LineDraft,
} from './cart-lines.ts';
import { toStoredLines } from './stored-cart.ts';

const product = (id: string, price: number): CartProduct => ({
  _id: id,
  id,
  name: `Product ${id}`,
  price,
  originalPrice: null,
  image: '',
  category: 'Electronics',
  categorySlug: 'electronics',
  inStock: true,
  discount: 0,
});

const line = (id: string, price: number, quantity: number, variantId: string | null = null): CartItem => ({
  _id: `line-${id}-${variantId}`,
  productId: id,
  variantId,
  selectedVariant: variantId,
  selectedOptions: {},
  product: product(id, price),
  quantity,
  price,
  lineTotal: price * quantity,
  maxQuantity: 10,
  addedAt: '2026-01-01T00:00:00.000Z',
});

const cartOf = (items: CartItem[], discount = 0): Cart =>
  withItems({ ...EMPTY_CART, _id: 'cart', discount, couponCode: discount ? 'WELCOME5' : null }, items);

const draft = (id: string, price: number, variantId: string | null = null): LineDraft => ({
  productId: id,
  variantId,
  price,
  selectedOptions: variantId ? { color: 'Black' } : {},
  product: product(id, price),
});

describe('cart totals after a local change', () => {
  it('recomputes count, line totals, tax and shipping with the shared pricing', () => {
    const cart = cartOf([line('a', 19.99, 2), line('b', 5.5, 1)]);
    expect(cart.itemCount).toBe(3);
    expect(cart.items.map((item) => item.lineTotal)).toEqual([39.98, 5.5]);
    expect(cart.subtotal).toBe(45.48);
    expect(cart.tax).toBe(4.55);
    expect(cart.shipping).toBe(9.99);
    expect(cart.total).toBe(60.02);
  });

  it('ships for free above $50 and keeps the code’s discount, capped at the subtotal', () => {
    const cart = cartOf([line('a', 60, 1)], 5);
    expect(cart.shipping).toBe(0);
    expect(cart.discount).toBe(5);
    expect(cart.tax).toBe(5.5);
    expect(cart.total).toBe(60.5);
    expect(withQuantity(cartOf([line('a', 3, 1)], 5), { productId: 'a', variantId: null }, 1).discount).toBe(
      3,
    );
  });
});

describe('optimistic cart changes', () => {
  it('grows the existing line of the same product and variant', () => {
    const cart = withAdded(cartOf([line('a', 10, 1, 'v1')]), draft('a', 10, 'v1'), 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(3);
    expect(cart.itemCount).toBe(3);
  });

  it('adds a new line for another variant of the same product, at the end', () => {
    const now = new Date('2026-02-02T10:00:00.000Z');
    const cart = withAdded(cartOf([line('a', 10, 1, 'v1')]), draft('a', 12, 'v2'), 1, now);
    expect(cart.items.map((item) => [item.productId, item.variantId, item.quantity])).toEqual([
      ['a', 'v1', 1],
      ['a', 'v2', 1],
    ]);
    expect(cart.items[1]).toMatchObject({ addedAt: now.toISOString(), selectedOptions: { color: 'Black' } });
    expect(cart.subtotal).toBe(22);
    expect(productLines(cart, 'a')).toHaveLength(2);
  });

  it('sets a quantity, and 0 or less removes the line', () => {
    const cart = cartOf([line('a', 10, 2), line('b', 1, 1)]);
    expect(withQuantity(cart, { productId: 'a', variantId: null }, 5).itemCount).toBe(6);
    expect(withQuantity(cart, { productId: 'a', variantId: null }, 0).items.map((i) => i.productId)).toEqual([
      'b',
    ]);
    expect(withQuantity(cart, { productId: 'a', variantId: null }, -1).items).toHaveLength(1);
  });

  it('removes only the named variant’s line', () => {
    const cart = cartOf([line('a', 10, 1, 'v1'), line('a', 10, 1, 'v2')]);
    expect(withoutLine(cart, { productId: 'a', variantId: 'v2' }).items.map((i) => i.variantId)).toEqual([
      'v1',
    ]);
  });

  it('clears every line and the promo code, keeping the cart id', () => {
    const cart = cleared(cartOf([line('a', 10, 1)], 5));
    expect(cart).toEqual({ ...EMPTY_CART, _id: 'cart' });
  });
});

describe('local copy of the cart', () => {
  it('keeps what the header badge and the spec’s local cart item need', () => {
    const [stored] = toStoredLines(cartOf([line('a', 10, 2, 'v1')]));
    expect(stored).toEqual({
      productId: 'a',
      variantId: 'v1',
      selectedOptions: {},
      product: product('a', 10),
      quantity: 2,
      addedAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
