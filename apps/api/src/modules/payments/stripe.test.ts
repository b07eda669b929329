import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, checkoutCalls } from '../../test/checkout.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { cartCalls, type Headers, registerShopper, samples, type Samples } from '../../test/shoppers.ts';
import { createTestApp } from '../../test/test-app.ts';

/** The Stripe provider, through the official SDK, against a local fake of Stripe's API. */

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let app: FastifyInstance;
let s: Samples;
beforeAll(async () => {
  fake = await startFakeStripe();
  app = await createTestApp({
    config: {
      paymentProvider: 'stripe',
      stripe: {
        secretKey: 'sk_test_fake',
        publishableKey: 'pk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        api: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
      },
    },
  });
  s = await samples(app);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
const { add, getCart } = cartCalls(() => app);
const co = checkoutCalls(() => app);
const signer = new Stripe('sk_test_signer');

async function shopperWithCart(): Promise<Headers> {
  const shopper = await registerShopper(app);
  await add(shopper.auth, { productId: s.plain.id, quantity: 3 });
  return shopper.auth;
}

function webhook(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? {
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          }
        : signature
          ? { 'stripe-signature': signature }
          : {}),
    },
    payload,
  });
}

describe('checkout through Stripe', () => {
  it('tells the browser to use Stripe with the publishable key, and puts Stripe in the CSP', async () => {
    const res = await app.inject('/api/payment/config');
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake', guestCheckout: true });
    expect(res.headers['content-security-policy']).toContain('https://js.stripe.com');
    expect(
      (await app.inject({ method: 'POST', url: '/api/payment/test/confirm', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('creates the intent with the server’s amount in cents, USD, an idempotency key and the cart in metadata', async () => {
    const who = await shopperWithCart();
    const cart = (await getCart(who)).json().cart;
    const intent = await co.intentFor(who);
    const created = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(created?.form.get('amount')).toBe(String(Math.round(cart.total * 100)));
    expect(created?.form.get('currency')).toBe('usd');
    expect(created?.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(created?.idempotencyKey).toMatch(/^intent-[0-9a-f]{24}$/);
    expect(created?.form.get('metadata[cart_id]')).toBe(cart._id);
    expect(created?.form.get('metadata[contents_hash]')).toMatch(/^[0-9a-f]{64}$/);
    expect(intent.clientSecret).toBe(`${intent.paymentIntentId}_secret_fake`);
  });

  it('confirms only what Stripe says succeeded, with the card Stripe reports', async () => {
    const who = await shopperWithCart();
    const intent = await co.intentFor(who);
    expect((await co.confirm(who, intent)).json().code).toBe('PAYMENT_NOT_COMPLETED');
    fake.succeed(intent.paymentIntentId, { brand: 'mastercard', last4: '4444' });
    const res = await co.confirm(who, intent);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.payment).toMatchObject({
      cardBrand: 'mastercard',
      lastFour: '4444',
      status: 'succeeded',
    });
  });

  it('a charged amount that differs from the order’s is refused and refunded', async () => {
    const who = await shopperWithCart();
    const intent = await co.intentFor(who);
    fake.succeed(intent.paymentIntentId).amount = 100;
    const res = await co.confirm(who, intent);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_MISMATCH');
    const refund = fake.requests.find(
      (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === intent.paymentIntentId,
    );
    expect(refund?.form.get('amount')).toBe('100');
    expect(refund?.idempotencyKey).toMatch(/^refund-/);
  });
});

describe('the Stripe webhook', () => {
  it('places the order of a succeeded payment once, however often the event is replayed', async () => {
    const who = await shopperWithCart();
    const intent = await co.intentFor(who);
    const succeeded = fake.succeed(intent.paymentIntentId);
    const event = {
      id: 'evt_test_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: succeeded },
    };
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const again = await webhook(event);
    expect(again.statusCode).toBe(200);
    const orders = (await app.inject({ url: '/api/orders', headers: who })).json().orders;
    expect(orders).toHaveLength(1);
    expect((await getCart(who)).json().cart.items).toEqual([]);
    // The browser's confirm, arriving after the webhook, answers the same order.
    expect((await co.confirm(who, intent)).json().order._id).toBe(orders[0]._id);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const who = await shopperWithCart();
    const intent = await co.intentFor(who);
    const event = {
      id: 'evt_test_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: fake.succeed(intent.paymentIntentId) },
    };
    const forged = await webhook(event, 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'Invalid webhook signature', code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await webhook(event, '')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/orders', headers: who })).json().orders).toEqual([]);
  });

  it('refunds through Stripe when a customer cancels', async () => {
    const who = await shopperWithCart();
    const intent = await co.intentFor(who);
    fake.succeed(intent.paymentIntentId);
    const order = (await co.confirm(who, intent)).json().order;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/cancel`,
      headers: who,
      payload: {},
    });
    expect(res.json().order.status).toBe('cancelled');
    const refund = fake.requests.find(
      (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === intent.paymentIntentId,
    );
    expect(refund?.form.get('amount')).toBe(String(Math.round(order.pricing.total * 100)));
    expect(ADDRESS.city).toBe(order.shippingAddress.city);
  });
});
