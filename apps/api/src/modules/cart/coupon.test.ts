import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { guest, type Headers, openShop, type Samples } from '../../test/shoppers.ts';

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, s } = await openShop()));
afterAll(async () => app.close());

const add = (headers: Headers, productId: string, quantity = 1) =>
  app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { productId, quantity } });
const apply = (headers: Headers, code: unknown) =>
  app.inject({ method: 'POST', url: '/api/cart/coupon', headers, payload: { code } });

/** Puts the cart's subtotal at exactly `cents` by picking a quantity of a product of known price. */
async function cartWorth(headers: Headers, minimumCents: number) {
  const quantity = Math.ceil(minimumCents / s.plain.priceCents);
  await app.db.updateTable('products').set({ stockQuantity: 1000 }).where('id', '=', s.plain.id).execute();
  await add(headers, s.plain.id, Math.min(quantity, 99));
  return Math.min(quantity, 99) * s.plain.priceCents;
}

describe('promo codes', () => {
  it('WELCOME5 takes $5 off before tax, in any case and with spaces, and is stored on the cart', async () => {
    const who = guest();
    const subtotal = await cartWorth(who, 6000);
    const res = await apply(who, '  welcome5 ');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Promo code applied!');
    const tax = Math.round((subtotal - 500) / 10);
    expect(res.json().cart).toMatchObject({
      couponCode: 'WELCOME5',
      couponMessage: null,
      subtotal: subtotal / 100,
      discount: 5,
      tax: tax / 100,
      shipping: 0,
      total: (subtotal - 500 + tax) / 100,
    });
  });

  it('SAVE10 needs its minimum subtotal; once applied, falling below it gives nothing and says why', async () => {
    const small = guest();
    await add(small, s.plain.id, 1);
    const refused = await apply(small, 'SAVE10');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'This promo code needs a subtotal of at least $100.00',
      code: 'COUPON_MINIMUM',
      details: { minimum: 100 },
    });

    const big = guest();
    const subtotal = await cartWorth(big, 10_000);
    const ok = await apply(big, 'SAVE10');
    expect(ok.json().cart.discount).toBe(Math.round(subtotal / 10) / 100);
    const lowered = await app.inject({
      method: 'PUT',
      url: `/api/cart/update/${s.plain.id}`,
      headers: big,
      payload: { quantity: 1 },
    });
    expect(lowered.json().cart).toMatchObject({
      couponCode: 'SAVE10',
      discount: 0,
      couponMessage: 'This promo code needs a subtotal of at least $100.00',
      couponIssue: { code: 'COUPON_MINIMUM', minimum: 100 },
    });
  });

  it.each([
    ['NOPE', 400, 'INVALID_COUPON', 'Invalid promo code'],
    ['SUMMER2024', 400, 'COUPON_EXPIRED', 'This promo code has expired'],
    ["' or 1=1 --", 400, 'INVALID_COUPON', 'Invalid promo code'],
  ])('refuses %s and leaves the cart as it was', async (code, status, errorCode, message) => {
    const who = guest();
    await add(who, s.plain.id, 1);
    const res = await apply(who, code);
    expect([res.statusCode, res.json()]).toEqual([status, { error: message, code: errorCode }]);
    const cart = (await app.inject({ method: 'GET', url: '/api/cart', headers: who })).json().cart;
    expect(cart).toMatchObject({ couponCode: null, discount: 0 });
  });

  it('refuses a code on an empty cart, an empty code, and a code that is not a string', async () => {
    expect((await apply(guest(), 'WELCOME5')).json().code).toBe('CART_EMPTY');
    const who = guest();
    await add(who, s.plain.id);
    expect((await apply(who, '   ')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: expect.stringContaining('promo code'),
    });
    expect((await apply(who, 5)).statusCode).toBe(400);
  });

  it('honours validity dates and the usage limit', async () => {
    const day = 86_400_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const now = at(0);
    // Every row names every column: a multi-row insert cannot leave one row's column to its default.
    const base = {
      kind: 'fixed' as const,
      amount: 100,
      minSubtotalCents: null,
      isActive: 1 as 0 | 1,
      createdAt: now,
      updatedAt: now,
    };
    await app.db
      .insertInto('promoCodes')
      .values([
        {
          id: newId(),
          code: 'LATER',
          ...base,
          startsAt: at(day),
          endsAt: null,
          usageLimit: null,
          usedCount: 0,
        },
        { id: newId(), code: 'USEDUP', ...base, startsAt: null, endsAt: null, usageLimit: 2, usedCount: 2 },
        {
          id: newId(),
          code: 'OFF',
          ...base,
          startsAt: null,
          endsAt: null,
          usageLimit: null,
          usedCount: 0,
          isActive: 0,
        },
        {
          id: newId(),
          code: 'NOW',
          ...base,
          startsAt: at(-day),
          endsAt: at(day),
          usageLimit: 5,
          usedCount: 4,
        },
      ])
      .execute();
    const who = guest();
    await add(who, s.plain.id);
    expect((await apply(who, 'LATER')).json().code).toBe('COUPON_NOT_STARTED');
    expect((await apply(who, 'USEDUP')).json().code).toBe('COUPON_EXHAUSTED');
    expect((await apply(who, 'OFF')).json().code).toBe('INVALID_COUPON');
    expect((await apply(who, 'NOW')).json().cart.discount).toBe(1);
  });

  it('a fixed code never takes more than the subtotal; removing the code restores the totals', async () => {
    const who = guest();
    await app.db
      .insertInto('promoCodes')
      .values({
        id: newId(),
        code: 'HUGE',
        kind: 'fixed',
        amount: 1_000_000,
        minSubtotalCents: null,
        startsAt: null,
        endsAt: null,
        usageLimit: null,
      })
      .execute();
    await add(who, s.plain.id);
    const res = await apply(who, 'HUGE');
    expect(res.json().cart).toMatchObject({ discount: s.plain.priceCents / 100, tax: 0 });
    expect(res.json().cart.total).toBe(res.json().cart.shipping);
    const removed = await app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: who });
    expect(removed.json().cart).toMatchObject({
      couponCode: null,
      discount: 0,
      subtotal: s.plain.priceCents / 100,
    });
  });
});
