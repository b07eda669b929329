import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, checkoutCalls } from '../../test/checkout.ts';
import { cartCalls, type Headers, openShop, registerShopper, type Samples } from '../../test/shoppers.ts';

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, s } = await openShop()));
afterAll(async () => app.close());
const { add, getCart } = cartCalls(() => app);
const co = checkoutCalls(() => app);

const stockOf = async (productId: string) =>
  app.db
    .selectFrom('products')
    .select(['stockQuantity', 'stockReserved'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();

const usesOf = async (code: string) =>
  (
    await app.db
      .selectFrom('promoCodes')
      .select('usedCount')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).usedCount;

async function shopperWith(lines: { productId: string; quantity: number }[]): Promise<Headers> {
  const shopper = await registerShopper(app);
  for (const line of lines) await add(shopper.auth, line);
  return shopper.auth;
}

describe('a purchase with the test card 4242', () => {
  it('charges the server’s total, places one order and empties the cart', async () => {
    const before = await stockOf(s.plain.id);
    const usesBefore = await usesOf('WELCOME5');
    const who = await shopperWith([
      { productId: s.plain.id, quantity: 2 },
      { productId: s.plain2.id, quantity: 1 },
    ]);
    await app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: who,
      payload: { code: 'WELCOME5' },
    });
    const cart = (await getCart(who)).json().cart;

    // A price, total or amount sent by the client is ignored.
    const res = await co.createIntent(who, {
      cartId: cart._id,
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      amount: 1,
      total: 0.01,
    });
    expect(res.statusCode).toBe(200);
    const intent = res.json();
    expect(intent).toMatchObject({ success: true, amount: cart.total, currency: 'USD' });
    expect(Date.parse(intent.reservedUntil) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await stockOf(s.plain.id)).toEqual({ ...before, stockReserved: before.stockReserved + 2 });

    expect((await co.payWith(intent, CARDS.succeeds)).json()).toEqual({ status: 'succeeded' });
    const confirmed = await co.confirm(who, intent);
    expect(confirmed.statusCode).toBe(200);
    const { order } = confirmed.json();
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^ORD-\d{8}-[A-Z0-9]{6}$/),
      status: 'confirmed',
      couponCode: 'WELCOME5',
      pricing: {
        subtotal: cart.subtotal,
        discount: cart.discount,
        tax: cart.tax,
        shipping: cart.shipping,
        total: cart.total,
      },
      payment: { method: 'card', status: 'succeeded', cardBrand: 'visa', lastFour: '4242' },
      shippingAddress: { firstName: 'Ada', city: 'London', country: 'GB' },
      canCancel: true,
      canReorder: false,
    });
    expect(order.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(['pending', 'confirmed']);
    const sevenDays = Date.parse(order.createdAt) + 7 * 86_400_000;
    expect(Date.parse(order.shipping.estimatedDelivery)).toBe(sevenDays);

    // Stock taken once, the hold released, the code's use counted, the cart empty.
    expect(await stockOf(s.plain.id)).toEqual({ stockQuantity: before.stockQuantity - 2, stockReserved: 0 });
    expect(await usesOf('WELCOME5')).toBe(usesBefore + 1);
    expect((await getCart(who)).json().cart).toMatchObject({ items: [], couponCode: null, total: 0 });

    // Only brand and last four digits are stored anywhere.
    const payment = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('providerIntentId', '=', intent.paymentIntentId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ orderId: order._id, cardBrand: 'visa', cardLastFour: '4242' });
    expect(JSON.stringify(payment)).not.toContain('4242424242424242');

    // Confirming again answers the same order.
    const again = await co.confirm(who, intent);
    expect(again.json().order._id).toBe(order._id);
  });

  it('an unchanged cart gets the same intent back; a changed cart moves it to the new amount', async () => {
    const who = await shopperWith([{ productId: s.plain.id, quantity: 1 }]);
    const first = await co.intentFor(who);
    const second = await co.intentFor(who);
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(second.amount).toBe(first.amount);
    await add(who, { productId: s.plain.id, quantity: 1 });
    const third = await co.intentFor(who);
    expect(third.paymentIntentId).toBe(first.paymentIntentId);
    expect(third.amount).toBe((await getCart(who)).json().cart.total);
    expect(third.amount).toBeGreaterThan(first.amount);
    // The hold follows the cart: two units now, not three.
    const held = await app.db
      .selectFrom('stockReservations as r')
      .innerJoin('payments as p', 'p.id', 'r.paymentId')
      .select('r.quantity')
      .where('p.providerIntentId', '=', first.paymentIntentId)
      .execute();
    expect(held).toEqual([{ quantity: 2 }]);
  });
});

describe('refusals', () => {
  it('checks the addresses and the cart, and needs a signed-in owner', async () => {
    const who = await shopperWith([{ productId: s.plain.id, quantity: 1 }]);
    const cartId = await co.cartId(who);
    const noCity = await co.createIntent(who, {
      cartId,
      shippingAddress: { ...ADDRESS, city: ' ' },
      billingAddress: ADDRESS,
    });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: expect.stringContaining('City is required'),
    });

    // A name past its 50 characters is refused, not cut, and no payment is started.
    const longName = await co.createIntent(who, {
      cartId,
      shippingAddress: { ...ADDRESS, lastName: 'L'.repeat(51) },
      billingAddress: ADDRESS,
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: expect.stringMatching(/^shippingAddress\.lastName: /),
    });
    const started = await app.db.selectFrom('payments').select('id').where('cartId', '=', cartId).execute();
    expect(started).toEqual([]);

    const guest = await co.createIntent({}, { cartId, shippingAddress: ADDRESS, billingAddress: ADDRESS });
    expect(guest.statusCode).toBe(401);

    const other = await shopperWith([]);
    const notMine = await co.createIntent(other, {
      cartId,
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('CART_NOT_FOUND');

    await add(other, { productId: s.plain2.id, quantity: 1 });
    await app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: other });
    const empty = await co.createIntent(other, {
      cartId: await co.cartId(other),
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('CART_EMPTY');
  });

  it('another customer’s intent is not found, and an unpaid intent places no order', async () => {
    const who = await shopperWith([{ productId: s.plain.id, quantity: 1 }]);
    const intent = await co.intentFor(who);
    const other = await shopperWith([{ productId: s.plain2.id, quantity: 1 }]);
    const stolen = await co.confirm(other, intent);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('PAYMENT_NOT_FOUND');

    const unpaid = await co.confirm(who, intent);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('PAYMENT_NOT_COMPLETED');
    expect((await getCart(who)).json().cart.items).toHaveLength(1);
  });

  it.each([
    [CARDS.declined, 'card_declined', 'Your card was declined.'],
    [CARDS.insufficientFunds, 'insufficient_funds', 'Your card has insufficient funds.'],
    [CARDS.expired, 'expired_card', 'Your card has expired.'],
    [CARDS.incorrectCvc, 'incorrect_cvc', 'Your card’s security code is incorrect.'],
    ['4242 4242 4242 4241', 'incorrect_number', 'Your card number is incorrect.'],
  ])('card %s is refused as %s and no order is placed', async (number, code, message) => {
    const who = await shopperWith([{ productId: s.plain.id, quantity: 1 }]);
    const intent = await co.intentFor(who);
    const paid = await co.payWith(intent, number);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'requires_payment_method', error: { code, message } });
    const confirmed = await co.confirm(who, intent);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toEqual({ error: message, code: 'PAYMENT_NOT_COMPLETED' });
    // The shopper may try another card on the same intent.
    expect((await co.payWith(intent, CARDS.succeeds)).json().status).toBe('succeeded');
    expect((await co.confirm(who, intent)).statusCode).toBe(200);
  });

  it('an expiry in the past, a short CVC or a wrong client secret are refused', async () => {
    const who = await shopperWith([{ productId: s.plain.id, quantity: 1 }]);
    const intent = await co.intentFor(who);
    const past = await co.payWith(intent, CARDS.succeeds, { expMonth: 1, expYear: 2020 });
    expect(past.json().error.code).toBe('invalid_expiry_year');
    const shortCvc = await co.payWith(intent, CARDS.succeeds, { cvc: '12' });
    expect(shortCvc.statusCode).toBe(400);
    const forged = await co.payWith(
      { ...intent, clientSecret: `${intent.paymentIntentId}_secret_x` },
      CARDS.succeeds,
    );
    expect(forged.statusCode).toBe(404);
  });
});

describe('3-D Secure', () => {
  it('sends the shopper to authenticate, then back to /checkout/complete as Stripe does', async () => {
    const who = await shopperWith([{ productId: s.plain.id, quantity: 1 }]);
    const intent = await co.intentFor(who);
    const paid = (await co.payWith(intent, CARDS.threeDSecure)).json();
    expect(paid.status).toBe('requires_action');
    const redirect = new URL(paid.nextAction.redirectUrl, 'http://store');
    expect(redirect.pathname).toBe('/checkout/authenticate');
    expect(redirect.searchParams.get('payment_intent')).toBe(intent.paymentIntentId);
    expect((await co.confirm(who, intent)).statusCode).toBe(409);

    const authenticate = (outcome: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/test/authenticate',
        payload: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, outcome },
      });
    const done = (await authenticate('complete')).json();
    expect(done.status).toBe('succeeded');
    const back = new URL(done.returnUrl, 'http://store');
    expect(back.pathname).toBe('/checkout/complete');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_intent: intent.paymentIntentId,
      payment_intent_client_secret: intent.clientSecret,
      redirect_status: 'succeeded',
    });
    const order = (await co.confirm(who, intent)).json().order;
    expect(order.payment).toMatchObject({ cardBrand: 'visa', lastFour: '3155' });
  });

  it('the authentication page can read whether its payment still awaits the check', async () => {
    const who = await shopperWith([{ productId: s.plain.id, quantity: 1 }]);
    const intent = await co.intentFor(who);
    const status = (clientSecret = intent.clientSecret) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/test/retrieve',
        payload: { paymentIntentId: intent.paymentIntentId, clientSecret },
      });
    await co.payWith(intent, CARDS.threeDSecure);
    expect((await status()).json()).toEqual({ status: 'requires_action' });
    await app.inject({
      method: 'POST',
      url: '/api/payment/test/authenticate',
      payload: {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        outcome: 'complete',
      },
    });
    // Back on the page after paying: the payment is done, there is nothing left to authenticate.
    const done = (await status()).json();
    expect(done.status).toBe('succeeded');
    expect(new URL(done.returnUrl, 'http://store').searchParams.get('redirect_status')).toBe('succeeded');
    const forged = await status(`${intent.paymentIntentId}_secret_x`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().code).toBe('PAYMENT_NOT_FOUND');
  });

  it('a failed authentication returns with redirect_status=failed and the payment can be retried', async () => {
    const who = await shopperWith([{ productId: s.plain.id, quantity: 1 }]);
    const intent = await co.intentFor(who);
    await co.payWith(intent, CARDS.threeDSecure);
    const failed = await app.inject({
      method: 'POST',
      url: '/api/payment/test/authenticate',
      payload: {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        outcome: 'fail',
      },
    });
    expect(new URL(failed.json().returnUrl, 'http://store').searchParams.get('redirect_status')).toBe(
      'failed',
    );
    const confirmed = await co.confirm(who, intent);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error).toMatch(/unable to authenticate/);
  });
});
