import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, checkoutCalls } from '../../test/checkout.ts';
import { cartCalls, type Headers, openShop, registerShopper, type Samples } from '../../test/shoppers.ts';
import { releaseExpiredHolds } from '../inventory/index.ts';

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, s } = await openShop()));
afterAll(async () => app.close());
const { add } = cartCalls(() => app);
const co = checkoutCalls(() => app);

async function setStock(productId: string, units: number) {
  await app.db
    .updateTable('products')
    .set({ stockQuantity: units, stockReserved: 0, inStock: 1 })
    .where('id', '=', productId)
    .execute();
}

const stockOf = (productId: string) =>
  app.db
    .selectFrom('products')
    .select(['stockQuantity', 'stockReserved'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();

const ordersOf = (productId: string) =>
  app.db.selectFrom('orderItems').select('orderId').where('productId', '=', productId).execute();

async function shopperWith(productId: string, quantity = 1): Promise<Headers> {
  const shopper = await registerShopper(app);
  const res = await add(shopper.auth, { productId, quantity });
  if (res.statusCode !== 200) throw new Error(`add: ${res.body}`);
  return shopper.auth;
}

describe('racing confirmations and shoppers', () => {
  it('20 parallel confirms of one paid intent place one order', async () => {
    const who = await shopperWith(s.plain.id, 1);
    const before = await stockOf(s.plain.id);
    const intent = await co.intentFor(who);
    await co.payWith(intent, CARDS.succeeds);
    const cartId = await co.cartId(who);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/payment/confirm',
          headers: who,
          payload: { paymentIntentId: intent.paymentIntentId, cartId },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().order._id)).size).toBe(1);
    const { userId } = await app.db
      .selectFrom('payments')
      .select('userId')
      .where('providerIntentId', '=', intent.paymentIntentId)
      .executeTakeFirstOrThrow();
    const orders = await app.db.selectFrom('orders').select('id').where('userId', '=', userId).execute();
    expect(orders).toHaveLength(1);
    expect(await stockOf(s.plain.id)).toEqual({ stockQuantity: before.stockQuantity - 1, stockReserved: 0 });
  });

  it('50 customers for the last 5 units: 5 orders, the rest refused, nothing oversold or left held', async () => {
    const productId = s.plain2.id;
    await setStock(productId, 50);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWith(productId, 1)));
    await setStock(productId, 5);

    const intents = await Promise.all(
      shoppers.map(async (who) => {
        const cartId = await co.cartId(who);
        const res = await co.createIntent(who, {
          cartId,
          shippingAddress: { firstName: 'A', street: '1 St', city: 'Town' },
          billingAddress: { firstName: 'A', street: '1 St', city: 'Town' },
        });
        return { who, res };
      }),
    );
    const held = intents.filter((i) => i.res.statusCode === 200);
    const refused = intents.filter((i) => i.res.statusCode !== 200);
    expect(held).toHaveLength(5);
    for (const r of refused) {
      expect(r.res.statusCode).toBe(409);
      expect(['OUT_OF_STOCK', 'INSUFFICIENT_STOCK']).toContain(r.res.json().code);
    }
    expect(await stockOf(productId)).toEqual({ stockQuantity: 5, stockReserved: 5 });

    const placed = await Promise.all(
      held.map(async ({ who, res }) => {
        const intent = res.json();
        await co.payWith(intent, CARDS.succeeds);
        return co.confirm(who, intent);
      }),
    );
    expect(placed.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await stockOf(productId)).toEqual({ stockQuantity: 0, stockReserved: 0 });
    expect(await ordersOf(productId)).toHaveLength(5);
  });

  it('a hold that ran out is released: another shopper buys the unit and the late payer is refunded', async () => {
    const productId = s.plain3.id;
    await setStock(productId, 1);
    const late = await shopperWith(productId);
    const lateIntent = await co.intentFor(late);
    // The shopper's own hold does not make their cart look sold out while they pay.
    const ownCart = (await app.inject({ url: '/api/cart', headers: late })).json().cart;
    expect(ownCart.items[0]).toMatchObject({ maxQuantity: 1, product: { inStock: true } });
    const rival = await shopperWith(productId).catch(() => null);
    // The unit is held: a second shopper cannot even put it in the cart beyond what is left.
    expect(rival).toBeNull();

    await app.db
      .updateTable('payments')
      .set({ reservedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('providerIntentId', '=', lateIntent.paymentIntentId)
      .execute();
    expect(await releaseExpiredHolds({ db: app.db, user: null, lang: 'en' })).toBeGreaterThanOrEqual(1);
    expect(await stockOf(productId)).toEqual({ stockQuantity: 1, stockReserved: 0 });

    const winner = await shopperWith(productId);
    const winnerIntent = await co.intentFor(winner);
    await co.payWith(lateIntent, CARDS.succeeds);
    const lateAnswer = await co.confirm(late, lateIntent);
    expect(lateAnswer.statusCode).toBe(409);
    expect(lateAnswer.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      error: expect.stringMatching(/refunded\.$/),
    });
    const refunded = await app.db
      .selectFrom('testPaymentIntents')
      .select(['amountCents', 'refundedCents'])
      .where('id', '=', lateIntent.paymentIntentId)
      .executeTakeFirstOrThrow();
    expect(refunded.refundedCents).toBe(refunded.amountCents);

    await co.payWith(winnerIntent, CARDS.succeeds);
    expect((await co.confirm(winner, winnerIntent)).statusCode).toBe(200);
    expect(await stockOf(productId)).toEqual({ stockQuantity: 0, stockReserved: 0 });
    expect(await ordersOf(productId)).toHaveLength(1);
  });

  it('a cart changed after paying is not turned into an order; the payment is refunded', async () => {
    const who = await shopperWith(s.plain.id, 1);
    const intent = await co.intentFor(who);
    await co.payWith(intent, CARDS.succeeds);
    expect((await add(who, { productId: s.plain.id, quantity: 1 })).statusCode).toBe(200);
    const res = await co.confirm(who, intent);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_MISMATCH',
      error: expect.stringMatching(/refunded\.$/),
    });
    const payment = await app.db
      .selectFrom('payments')
      .select(['orderId', 'refundedCents', 'amountCents'])
      .where('providerIntentId', '=', intent.paymentIntentId)
      .executeTakeFirstOrThrow();
    expect(payment.orderId).toBeNull();
    expect(payment.refundedCents).toBe(payment.amountCents);
  });

  it('carts holding the same products in opposite orders all check out (no deadlock)', async () => {
    const [a, b] = [s.plain.id, s.plain3.id];
    await setStock(a, 500);
    await setStock(b, 500);
    const shoppers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const who = (await registerShopper(app)).auth;
        for (const productId of i % 2 === 0 ? [a, b] : [b, a]) await add(who, { productId, quantity: 1 });
        return who;
      }),
    );
    const answers = await Promise.all(
      shoppers.map(async (who) => {
        const intent = await co.intentFor(who);
        await co.payWith(intent, CARDS.succeeds);
        return co.confirm(who, intent);
      }),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    expect(await stockOf(a)).toEqual({ stockQuantity: 484, stockReserved: 0 });
    expect(await stockOf(b)).toEqual({ stockQuantity: 484, stockReserved: 0 });
  });
});
