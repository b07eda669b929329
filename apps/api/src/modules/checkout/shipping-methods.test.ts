import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, checkoutCalls } from '../../test/checkout.ts';
import { cartCalls, type Headers, openShop, registerShopper, type Samples } from '../../test/shoppers.ts';
import { estimatedDelivery } from '../orders/index.ts';

/**
 * Shipping methods (issue 22): standard ($9.99, free above $50) or express ($19.99, never free),
 * chosen at checkout and priced on the server by the shared pricing function; the order, its
 * e-mail and every reading of it say which.
 */
let app: FastifyInstance;
let s: Samples;
beforeAll(async () => {
  ({ app, s } = await openShop());
  await app.db.updateTable('products').set({ stockQuantity: 10_000 }).where('id', '=', s.plain.id).execute();
});
afterAll(async () => app.close());
const { add } = cartCalls(() => app);
const co = checkoutCalls(() => app);

/** A new customer whose cart holds `quantity` of the plain product: its subtotal in cents, too. */
async function shopper(quantity: number): Promise<{ auth: Headers; email: string; subtotal: number }> {
  const who = await registerShopper(app);
  await add(who.auth, { productId: s.plain.id, quantity });
  return { auth: who.auth, email: who.email, subtotal: s.plain.priceCents * quantity };
}

const intent = async (auth: Headers, shippingMethod?: unknown) =>
  co.createIntent(auth, {
    cartId: await co.cartId(auth),
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    ...(shippingMethod === undefined ? {} : { shippingMethod }),
  });

/** Cents of the total of a subtotal with 10 % tax and the given shipping. */
const totalOf = (subtotal: number, shipping: number) => subtotal + Math.round(subtotal / 10) + shipping;

describe('shipping methods', () => {
  it('prices standard (free above $50) and express ($19.99, never free) on the server', async () => {
    const big = await shopper(Math.ceil(6000 / s.plain.priceCents));
    expect(big.subtotal).toBeGreaterThan(5000);
    const standard = await intent(big.auth);
    expect(standard.statusCode).toBe(200);
    expect(Math.round(standard.json().amount * 100)).toBe(totalOf(big.subtotal, 0));
    // Choosing again moves the same payment to the new amount.
    const express = await intent(big.auth, 'express');
    expect(express.json().paymentIntentId).toBe(standard.json().paymentIntentId);
    expect(Math.round(express.json().amount * 100)).toBe(totalOf(big.subtotal, 1999));
    const payments = await app.db
      .selectFrom('payments')
      .select(['shippingMethod', 'amountCents'])
      .where('providerIntentId', '=', express.json().paymentIntentId)
      .execute();
    expect(payments).toEqual([{ shippingMethod: 'express', amountCents: totalOf(big.subtotal, 1999) }]);

    const small = await shopper(1);
    expect(small.subtotal).toBeLessThanOrEqual(5000);
    expect(Math.round((await intent(small.auth, 'standard')).json().amount * 100)).toBe(
      totalOf(small.subtotal, 999),
    );
    expect(Math.round((await intent(small.auth, 'express')).json().amount * 100)).toBe(
      totalOf(small.subtotal, 1999),
    );
  });

  it('an express order says so everywhere: the order, its delivery date, its e-mail, the panel', async () => {
    const buyer = await shopper(2);
    const made = await intent(buyer.auth, 'express');
    await co.payWith(made.json(), CARDS.succeeds);
    const placed = await co.confirm(buyer.auth, made.json());
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().order;
    expect(order.pricing.shipping).toBe(19.99);
    expect(order.shipping).toMatchObject({
      method: 'express',
      estimatedDelivery: estimatedDelivery(order.createdAt, 'express'),
    });
    const own = await app.inject({ url: `/api/orders/${order._id}`, headers: buyer.auth });
    expect(own.json().order.shipping.method).toBe('express');
    const stored = await app.db
      .selectFrom('orders')
      .select(['shippingMethod', 'shippingCents'])
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ shippingMethod: 'express', shippingCents: 1999 });
    const mail = await app.db
      .selectFrom('emailOutbox')
      .select('payload')
      .where('recipient', '=', buyer.email)
      .where('kind', '=', 'order_confirmation')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(mail.payload)).toMatchObject({ shipping: { method: 'express' } });
  });

  it('an order without a choice travels standard', async () => {
    const buyer = await shopper(1);
    const made = await intent(buyer.auth);
    await co.payWith(made.json(), CARDS.succeeds);
    const order = (await co.confirm(buyer.auth, made.json())).json().order;
    expect(order.shipping.method).toBe('standard');
    expect(order.pricing.shipping).toBe(9.99);
  });

  it('an unknown method is refused with 400 and makes no payment', async () => {
    const buyer = await shopper(1);
    const count = async () => (await app.db.selectFrom('payments').select('id').execute()).length;
    const before = await count();
    const res = await intent(buyer.auth, 'overnight');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'shippingMethod' } });
    expect(await count()).toBe(before);
  });
});
