/* Changing a cart once it has lines: quantities, variants, removal, clearing, and who may do it. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, guest, openShop, type Samples } from '../../test/shoppers.ts';

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, s } = await openShop()));
afterAll(async () => app.close());
const { getCart, add, update } = cartCalls(() => app);

describe('updating, removing and clearing', () => {
  it('sets a quantity, removes the line at 0, and refuses negative or fractional ones', async () => {
    const who = guest();
    await add(who, { productId: s.plain.id });
    expect((await update(who, s.plain.id, { quantity: 5 })).json().cart.items[0].quantity).toBe(5);
    expect((await update(who, s.plain.id, { quantity: -1 })).statusCode).toBe(400);
    expect((await update(who, s.plain.id, { quantity: 2.5 })).statusCode).toBe(400);
    expect((await getCart(who)).json().cart.items[0].quantity).toBe(5);
    const removed = await update(who, s.plain.id, { quantity: 0 });
    expect(removed.json().cart.items).toEqual([]);
    const missing = await update(who, s.plain.id, { quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('LINE_NOT_FOUND');
  });

  it('asks which variant when a product has several lines, and updates the one named', async () => {
    const who = guest();
    const [v1, v2] = s.variantProduct.variants;
    await add(who, { productId: s.variantProduct.id, selectedVariant: v1!.id });
    await add(who, { productId: s.variantProduct.id, selectedVariant: v2!.id });
    const vague = await update(who, s.variantProduct.id, { quantity: 3 });
    expect(vague.statusCode).toBe(400);
    expect(vague.json().code).toBe('VARIANT_REQUIRED');
    const named = await update(who, s.variantProduct.id, { quantity: 3, variantId: v2!.id });
    expect(named.json().cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 3]);
    const one = await app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${s.variantProduct.id}?variantId=${v1!.id}`,
      headers: who,
    });
    expect(one.json().cart.items.map((i: { variantId: string }) => i.variantId)).toEqual([v2!.id]);
  });

  it('removes every line of a product without a variant id, and clears the cart', async () => {
    const who = guest();
    const [v1, v2] = s.variantProduct.variants;
    await add(who, { productId: s.variantProduct.id, selectedVariant: v1!.id });
    await add(who, { productId: s.variantProduct.id, selectedVariant: v2!.id });
    await add(who, { productId: s.plain.id });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${s.variantProduct.id}`,
      headers: who,
    });
    expect(removed.json().cart.items.map((i: { productId: string }) => i.productId)).toEqual([s.plain.id]);
    const cleared = await app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: who });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().cart).toMatchObject({ items: [], total: 0, itemCount: 0 });
  });

  it('one visitor cannot change another’s lines', async () => {
    const owner = guest();
    const intruder = guest();
    await add(owner, { productId: s.plain.id, quantity: 2 });
    expect((await update(intruder, s.plain.id, { quantity: 9 })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/cart/remove/${s.plain.id}`, headers: intruder }))
        .statusCode,
    ).toBe(404);
    await app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: intruder });
    expect((await getCart(owner)).json().cart.items[0].quantity).toBe(2);
  });

  it('shows a line whose product went out of stock as out of stock, and lets it be lowered', async () => {
    const who = guest();
    await add(who, { productId: s.plain.id, quantity: 3 });
    await app.db.updateTable('products').set({ inStock: 0 }).where('id', '=', s.plain.id).execute();
    try {
      const item = (await getCart(who)).json().cart.items[0];
      expect(item.product.inStock).toBe(false);
      expect(item.maxQuantity).toBe(0);
      expect((await update(who, s.plain.id, { quantity: 4 })).json().code).toBe('OUT_OF_STOCK');
      expect((await update(who, s.plain.id, { quantity: 1 })).statusCode).toBe(200);
    } finally {
      await app.db.updateTable('products').set({ inStock: 1 }).where('id', '=', s.plain.id).execute();
    }
  });
});
