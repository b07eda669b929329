import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guestSession,
  type Headers,
  registerShopper,
  openShop,
  type Samples,
  STRONG_PASSWORD,
} from '../../test/shoppers.ts';

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, s } = await openShop()));
afterAll(async () => app.close());

const add = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: '/api/cart/add', headers, payload });
const cartOf = async (headers: Headers) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers })).json().cart as {
    items: { productId: string; variantId: string | null; quantity: number }[];
    couponCode: string | null;
  };
const lines = async (headers: Headers) =>
  (await cartOf(headers)).items.map((i) => [i.productId, i.variantId, i.quantity]);
const login = (email: string, session?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: STRONG_PASSWORD },
    headers: session ? { 'x-session-id': session } : {},
  });

describe('guest cart joins the account at sign-in', () => {
  it('on sign-up the guest cart becomes the new account’s cart', async () => {
    const session = guestSession();
    await add({ 'x-session-id': session }, { productId: s.plain.id, quantity: 2 });
    const shopper = await registerShopper(app, {}, { 'x-session-id': session });
    expect(await lines(shopper.auth)).toEqual([[s.plain.id, null, 2]]);
    // The guest cart is gone: the same session id alone now has nothing.
    expect(await lines({ 'x-session-id': session })).toEqual([]);
  });

  it('on sign-in the same product and variant add up; other lines join; it happens exactly once', async () => {
    const shopper = await registerShopper(app);
    const [v1, v2] = s.variantProduct.variants;
    await add(shopper.auth, { productId: s.plain.id, quantity: 1 });
    await add(shopper.auth, { productId: s.variantProduct.id, selectedVariant: v1!.id });

    const session = guestSession();
    const guest = { 'x-session-id': session };
    await add(guest, { productId: s.plain.id, quantity: 2 });
    await add(guest, { productId: s.variantProduct.id, selectedVariant: v2!.id, quantity: 1 });
    await add(guest, { productId: s.plain2.id, quantity: 1 });

    const first = await login(shopper.email, session);
    expect(first.statusCode).toBe(200);
    const expected = [
      [s.plain.id, null, 3],
      [s.variantProduct.id, v1!.id, 1],
      [s.variantProduct.id, v2!.id, 1],
      [s.plain2.id, null, 1],
    ];
    const token = { authorization: `Bearer ${first.json().token}` };
    expect((await lines(token)).sort()).toEqual(expected.sort());

    // Signing in again, and every reload that sends the same session id, changes nothing.
    await login(shopper.email, session);
    await cartOf({ ...token, 'x-session-id': session });
    await cartOf({ ...token, 'x-session-id': session });
    expect((await lines(token)).sort()).toEqual(expected.sort());
  });

  it('a cart call that carries a token and a leftover guest session merges it once too', async () => {
    const shopper = await registerShopper(app);
    const session = guestSession();
    await add({ 'x-session-id': session }, { productId: s.plain.id, quantity: 1 });
    const both = { ...shopper.auth, 'x-session-id': session };
    await Promise.all([cartOf(both), cartOf(both), cartOf(both)]);
    expect(await lines(shopper.auth)).toEqual([[s.plain.id, null, 1]]);
  });

  it('two sign-ins racing with the same guest session merge it once', async () => {
    const shopper = await registerShopper(app);
    const session = guestSession();
    await add({ 'x-session-id': session }, { productId: s.plain2.id, quantity: 2 });
    const results = await Promise.all([login(shopper.email, session), login(shopper.email, session)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await lines(shopper.auth)).toEqual([[s.plain2.id, null, 2]]);
  });

  it('the guest’s promo code comes along when the account has none', async () => {
    const shopper = await registerShopper(app);
    const session = guestSession();
    const guest = { 'x-session-id': session };
    await add(guest, { productId: s.plain.id });
    const applied = await app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: guest,
      payload: { code: 'welcome5' },
    });
    expect(applied.statusCode).toBe(200);
    await login(shopper.email, session);
    expect((await cartOf(shopper.auth)).couponCode).toBe('WELCOME5');
  });

  it('a merged quantity stops at the stock on hand instead of failing the sign-in', async () => {
    const shopper = await registerShopper(app);
    await app.db.updateTable('products').set({ stockQuantity: 3 }).where('id', '=', s.plain3.id).execute();
    try {
      await add(shopper.auth, { productId: s.plain3.id, quantity: 2 });
      const session = guestSession();
      await add({ 'x-session-id': session }, { productId: s.plain3.id, quantity: 2 });
      expect((await login(shopper.email, session)).statusCode).toBe(200);
      expect(await lines(shopper.auth)).toEqual([[s.plain3.id, null, 3]]);
    } finally {
      await app.db
        .updateTable('products')
        .set({ stockQuantity: s.plain3.stockQuantity })
        .where('id', '=', s.plain3.id)
        .execute();
    }
  });
});
