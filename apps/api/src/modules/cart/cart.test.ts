import type { FastifyInstance } from 'fastify';
import { EMPTY_CART } from '@store/shared/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartCalls,
  guest,
  type Headers,
  registerShopper,
  openShop,
  type Samples,
} from '../../test/shoppers.ts';

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, s } = await openShop()));
afterAll(async () => app.close());
const { getCart, add } = cartCalls(() => app);

describe('who owns a cart', () => {
  it('a guest without a session id, or with a malformed one, is told to send one', async () => {
    const attempts: Headers[] = [
      {},
      { 'x-session-id': 'guest-1' },
      { 'x-session-id': "guest-1'; drop table carts" },
    ];
    for (const headers of attempts) {
      const res = await getCart(headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SESSION_REQUIRED');
    }
  });

  it('a new guest has an empty cart and nothing is stored for them', async () => {
    const res = await getCart(guest());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, cart: EMPTY_CART });
    expect(res.json().cart).toMatchObject({ _id: null, items: [], total: 0 });
    expect(await app.db.selectFrom('carts').select('id').execute()).toEqual([]);
  });

  it('each guest and each customer sees only their own cart', async () => {
    const a = guest();
    const b = guest();
    const customer = await registerShopper(app);
    await add(a, { productId: s.plain.id, quantity: 2 });
    await add(customer.auth, { productId: s.plain2.id });
    expect((await getCart(b)).json().cart.items).toEqual([]);
    expect((await getCart(a)).json().cart.items.map((i: { productId: string }) => i.productId)).toEqual([
      s.plain.id,
    ]);
    expect(
      (await getCart(customer.auth)).json().cart.items.map((i: { productId: string }) => i.productId),
    ).toEqual([s.plain2.id]);
    // Another customer's token names their cart, not this one's.
    const other = await registerShopper(app);
    expect((await getCart(other.auth)).json().cart.items).toEqual([]);
  });

  it('a bad or revoked token is a 401, not a quiet switch to a guest cart', async () => {
    const customer = await registerShopper(app);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: customer.auth });
    for (const authorization of [customer.auth.authorization, 'Bearer nonsense']) {
      const res = await getCart({ authorization, ...guest() });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_TOKEN');
    }
  });
});

describe('adding', () => {
  it('prices lines from the catalogue and ignores any price, total or discount the client sends', async () => {
    const who = guest();
    const res = await add(who, {
      productId: s.plain.id,
      quantity: 3,
      price: 0.01,
      total: 0.01,
      discount: 100,
      product: { price: 0.01 },
    });
    expect(res.statusCode).toBe(200);
    const { cart } = res.json();
    const unit = s.plain.priceCents;
    expect(cart.items).toEqual([
      expect.objectContaining({ productId: s.plain.id, variantId: null, quantity: 3, price: unit / 100 }),
    ]);
    const subtotal = unit * 3;
    const tax = Math.round(subtotal / 10);
    const shipping = subtotal > 5000 ? 0 : 999;
    expect(cart).toMatchObject({
      itemCount: 3,
      subtotal: subtotal / 100,
      tax: tax / 100,
      shipping: shipping / 100,
      total: (subtotal + tax + shipping) / 100,
      discount: 0,
    });
    const row = await app.db
      .selectFrom('cartItems')
      .selectAll()
      .where('productId', '=', s.plain.id)
      .execute();
    expect(row.some((r) => r.quantity === 3)).toBe(true);
  });

  it('adding the same product again grows its line', async () => {
    const who = guest();
    await add(who, { productId: s.plain.id, quantity: 1 });
    const res = await add(who, { productId: s.plain.id, quantity: 2 });
    expect(res.json().cart.items).toHaveLength(1);
    expect(res.json().cart.items[0].quantity).toBe(3);
  });

  it('gives a product one line per variant, priced and labelled by the variant', async () => {
    const who = guest();
    const [v1, v2] = s.variantProduct.variants;
    await add(who, { productId: s.variantProduct.id, selectedVariant: v1!.id });
    const res = await add(who, { productId: s.variantProduct.id, selectedVariant: v2!.id, quantity: 2 });
    const items = res.json().cart.items as {
      variantId: string;
      quantity: number;
      price: number;
      selectedOptions: object;
    }[];
    expect(items.map((i) => [i.variantId, i.quantity, i.price])).toEqual([
      [v1!.id, 1, v1!.priceCents / 100],
      [v2!.id, 2, v2!.priceCents / 100],
    ]);
    const attrs = Object.fromEntries(
      (['color', 'size', 'material'] as const).flatMap((k) => (v1![k] ? [[k, v1![k]]] : [])),
    );
    expect(items[0]!.selectedOptions).toEqual(attrs);
  });

  it('finds the variant from the chosen attributes, and asks for options when none are given', async () => {
    const who = guest();
    const [v1] = s.variantProduct.variants;
    const attrs = Object.fromEntries(
      (['color', 'size', 'material'] as const).flatMap((k) => (v1![k] ? [[k, v1![k]]] : [])),
    );
    const res = await add(who, {
      productId: s.variantProduct.id,
      selectedVariant: null,
      selectedAttributes: attrs,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items[0].variantId).toBe(v1!.id);
    const missing = await add(who, { productId: s.variantProduct.id, selectedAttributes: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VARIANT_REQUIRED');
    const nonsense = await add(who, {
      productId: s.variantProduct.id,
      selectedAttributes: { color: 'Plaid' },
    });
    expect(nonsense.statusCode).toBe(404);
    expect(nonsense.json().code).toBe('VARIANT_NOT_FOUND');
  });

  it('refuses unknown products, inactive or foreign variants and out-of-stock products, storing nothing', async () => {
    const who = guest();
    const cases: [object, number, string][] = [
      [{ productId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, 404, 'PRODUCT_NOT_FOUND'],
      [{ productId: s.outOfStockId }, 409, 'OUT_OF_STOCK'],
      [
        { productId: s.plain.id, selectedVariant: s.variantProduct.variants[0]!.id },
        404,
        'VARIANT_NOT_FOUND',
      ],
    ];
    if (s.inactiveVariant) {
      cases.push([
        { productId: s.inactiveVariant.productId, selectedVariant: s.inactiveVariant.id },
        404,
        'VARIANT_NOT_FOUND',
      ]);
    }
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', s.plain3.id).execute();
    cases.push([{ productId: s.plain3.id }, 404, 'PRODUCT_NOT_FOUND']);
    for (const [payload, status, code] of cases) {
      const res = await add(who, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([status, code]);
    }
    await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', s.plain3.id).execute();
    expect((await getCart(who)).json().cart.items).toEqual([]);
  });

  it.each([
    [0, 'at least 1'],
    [-2, 'at least 1'],
    [1.5, 'whole number'],
    [1e9, 'at most 99'],
    ['2', 'Quantity'],
    [null, 'Quantity'],
  ])('refuses quantity %j with 400', async (quantity, message) => {
    const who = guest();
    const res = await add(who, { productId: s.plain.id, quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect((await getCart(who)).json().cart.items).toEqual([]);
  });

  it('never lets a line pass the stock on hand or 99 units', async () => {
    const who = guest();
    await app.db.updateTable('products').set({ stockQuantity: 4 }).where('id', '=', s.plain2.id).execute();
    try {
      await add(who, { productId: s.plain2.id, quantity: 3 });
      const over = await add(who, { productId: s.plain2.id, quantity: 2 });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({
        error: 'Only 4 left in stock (you already have 3 in your cart)',
        code: 'INSUFFICIENT_STOCK',
        details: { available: 4, inCart: 3 },
      });
      expect((await getCart(who)).json().cart.items[0]).toMatchObject({ quantity: 3, maxQuantity: 4 });
    } finally {
      await app.db
        .updateTable('products')
        .set({ stockQuantity: s.plain2.stockQuantity })
        .where('id', '=', s.plain2.id)
        .execute();
    }
    const big = guest();
    await app.db.updateTable('products').set({ stockQuantity: 1000 }).where('id', '=', s.plain3.id).execute();
    await add(big, { productId: s.plain3.id, quantity: 99 });
    const cap = await add(big, { productId: s.plain3.id, quantity: 1 });
    expect(cap.statusCode).toBe(409);
    expect(cap.json().code).toBe('QUANTITY_LIMIT');
  });

  it('answers in the language asked for', async () => {
    const who = guest();
    await add(who, { productId: s.plain.id });
    const product = await app.db
      .selectFrom('products')
      .select(['nameEn', 'nameFr'])
      .where('id', '=', s.plain.id)
      .executeTakeFirstOrThrow();
    expect((await getCart(who, 'fr')).json().cart.items[0].product.name).toBe(
      product.nameFr ?? product.nameEn,
    );
    expect((await getCart(who, 'en')).json().cart.items[0].product.name).toBe(product.nameEn);
  });
});
