import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, checkoutCalls } from '../../test/checkout.ts';
import { openMailingShop } from '../../test/mailing-shop.ts';
import { cartCalls, guest, type Headers, registerShopper, type Samples } from '../../test/shoppers.ts';
import type { TestSmtpServer } from '../../test/smtp.ts';
import { signInStaff } from '../../test/staff.ts';
import { jobContext } from '../../test/test-app.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/**
 * Guest checkout (issue 22): a shopper without an account pays with the guest session their cart is
 * kept under and an e-mail; the order opens by a private link for 90 days, can be cancelled there,
 * and is claimed by an account created with the same e-mail. The shop owner can switch it off.
 */
let app: FastifyInstance;
let smtp: TestSmtpServer;
let s: Samples;
beforeAll(async () => {
  ({ app, smtp, s } = await openMailingShop());
  await app.db.updateTable('products').set({ stockQuantity: 10_000 }).where('id', '=', s.plain.id).execute();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
const { add } = cartCalls(() => app);
const co = checkoutCalls(() => app);

let counter = 0;
const newEmail = () => `guest${(counter += 1)}-${Date.now()}@example.com`;

/** A guest session with the plain product in its cart. */
async function guestWithCart(): Promise<Headers> {
  const headers = guest();
  expect((await add(headers, { productId: s.plain.id, quantity: 1 })).statusCode).toBe(200);
  return headers;
}

const intentBody = async (headers: Headers, extra: Record<string, unknown> = {}) => ({
  cartId: await co.cartId(headers),
  shippingAddress: ADDRESS,
  billingAddress: ADDRESS,
  ...extra,
});

/** A guest who has paid with express shipping: the confirm answer and the e-mail given. */
async function guestOrder(lang = 'en') {
  const headers = await guestWithCart();
  const email = newEmail();
  const res = await co.createIntent(headers, await intentBody(headers, { email, shippingMethod: 'express' }));
  expect(res.statusCode).toBe(200);
  const intent = res.json<{ clientSecret: string; paymentIntentId: string; amount: number }>();
  expect((await co.payWith(intent, CARDS.succeeds)).json()).toMatchObject({ status: 'succeeded' });
  const confirmed = await co.confirm(headers, intent, lang);
  expect(confirmed.statusCode).toBe(200);
  const body = confirmed.json<{ order: { id: string; orderNumber: string }; accessToken: string }>();
  return { headers, email, intent, order: body.order, token: body.accessToken };
}

const openLink = (token: string) => app.inject({ url: `/api/orders/guest/${token}` });
const claim = (auth: Headers, tokens: string[]) =>
  app.inject({ method: 'POST', url: '/api/orders/claim', headers: auth, payload: { tokens } });

describe('a guest pays', () => {
  it('needs an e-mail, then buys with express shipping and gets a private link', async () => {
    const headers = await guestWithCart();
    const without = await co.createIntent(headers, await intentBody(headers));
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'GUEST_EMAIL_REQUIRED' });
    const bad = await co.createIntent(headers, await intentBody(headers, { email: 'not an address' }));
    expect(bad.statusCode).toBe(400);
    const cartId = await co.cartId(headers);
    expect(await app.db.selectFrom('payments').select('id').where('cartId', '=', cartId).execute()).toEqual(
      [],
    );

    const { order, token, email, intent, headers: paid } = await guestOrder('fr');
    expect(order).toMatchObject({ email, shipping: { method: 'express' }, status: 'confirmed' });
    expect(token).toMatch(/^[\w-]{54}$/);
    const row = await app.db
      .selectFrom('orders')
      .select(['userId', 'lang', 'accessKey', 'accessExpiresAt', 'createdAt'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBeNull();
    expect(row.lang).toBe('fr');
    // The database holds the key, never the token itself.
    expect(token.startsWith(String(row.accessKey))).toBe(true);
    const days = (Date.parse(String(row.accessExpiresAt)) - Date.parse(String(row.createdAt))) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    // The confirmation e-mail, in the language of the order, leads to the private link.
    const mail = await smtp.waitForMessage((m) => m.subject.includes(order.orderNumber));
    expect(mail.envelope.to).toEqual([email]);
    expect(mail.text).toContain(`/order/${token}`);
    expect(mail.text).toMatch(/express/i);
    // The address's country code is named in the e-mail's language.
    expect(mail.text).toContain('Royaume-Uni');
    expect(mail.subject).toMatch(/commande/i);

    // Confirming again answers the same order and the same link.
    const again = await co.confirm(paid, intent);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ order: { id: order.id }, accessToken: token });
  });

  it('is placed in the language the guest paid in when they close the tab after paying', async () => {
    const headers = await guestWithCart();
    const email = newEmail();
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/create-payment-intent?lang=fr',
      headers,
      payload: await intentBody(headers, { email }),
    });
    expect(res.statusCode).toBe(200);
    const intent = res.json<{ clientSecret: string; paymentIntentId: string; amount: number }>();
    expect((await co.payWith(intent, CARDS.succeeds)).statusCode).toBe(200);
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await reconcilePayments(jobContext(app), app.payments, later)).toMatchObject({ placed: 1 });
    const order = await app.db
      .selectFrom('orders')
      .select(['email', 'lang', 'userId', 'accessKey', 'orderNumber'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ email, lang: 'fr', userId: null });
    expect(order.accessKey).toEqual(expect.any(String));
    const mail = await smtp.waitForMessage((m) => m.subject.includes(order.orderNumber));
    expect(mail.subject).toMatch(/commande/i);
    expect(mail.text).toContain(`/order/${order.accessKey}`);
  });

  it('confirms only from the guest session that paid', async () => {
    const { intent, headers } = await guestOrder();
    // Another guest who learnt the payment and cart ids still cannot confirm it.
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/confirm',
      headers: guest(),
      payload: { paymentIntentId: intent.paymentIntentId, cartId: await co.cartId(headers) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
  });

  it('asks a caller with neither an account nor a guest session to sign in', async () => {
    const cartId = await co.cartId(await guestWithCart());
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/create-payment-intent',
      payload: { cartId, shippingAddress: ADDRESS, billingAddress: ADDRESS, email: newEmail() },
    });
    expect(res.statusCode).toBe(401);
  });

  it('asks a guest to sign in for a once-per-customer code', async () => {
    await app.db
      .insertInto('promoCodes')
      .values({
        id: 'once-guest',
        code: 'ONCEGUEST',
        kind: 'percent',
        amount: 10,
        isActive: 1,
        usedCount: 0,
        oncePerCustomer: 1,
      })
      .execute();
    const headers = await guestWithCart();
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers,
      payload: { code: 'onceguest' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'COUPON_ACCOUNT_REQUIRED' });
  });
});

describe('the private link', () => {
  it('shows the order, and nothing for a forged, altered or unknown token', async () => {
    const { order, token } = await guestOrder();
    const res = await openLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ order: { id: order.id, canCancel: true } });

    const [key, signature] = [token.slice(0, 22), token.slice(22)];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [
      `${key}${flipped}`,
      key,
      `${key}.`,
      'x'.repeat(22) + signature,
      `${token}x`,
      'nope',
    ]) {
      const answer = await openLink(wrong);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'ORDER_LINK_NOT_FOUND' });
    }
  });

  it('stops working after 90 days', async () => {
    const { order, token } = await guestOrder();
    await app.db
      .updateTable('orders')
      .set({ accessExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    const res = await openLink(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'ORDER_LINK_EXPIRED' });
  });

  it('cancels the order while it may be cancelled, and refunds it', async () => {
    const { order, token, email } = await guestOrder();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/orders/guest/${token}/cancel`,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      order: { status: 'cancelled', canCancel: false, payment: { status: 'refunded' } },
    });
    const payment = await app.db
      .selectFrom('payments')
      .select(['status', 'refundedCents', 'amountCents'])
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    expect(payment.refundedCents).toBe(payment.amountCents);
    await smtp.waitForMessage((m) => m.envelope.to.includes(email) && /cancel/i.test(m.subject));
    const twice = await app.inject({
      method: 'PATCH',
      url: `/api/orders/guest/${token}/cancel`,
      payload: {},
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ order: { status: 'cancelled' } });
  });
});

describe('claiming guest orders', () => {
  it('takes the order into an account of the same e-mail, and the link stops', async () => {
    const { order, token, email, headers } = await guestOrder();
    const other = await registerShopper(app);
    const refused = await claim(other.auth, [token]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ORDER_CLAIM_EMAIL_MISMATCH' });
    expect((await openLink(token)).statusCode).toBe(200);

    const owner = await registerShopper(app, { email }, headers);
    const claimed = await claim(owner.auth, [token]);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({
      success: true,
      claimed: [{ id: order.id, orderNumber: order.orderNumber }],
    });
    const mine = await app.inject({ url: '/api/orders', headers: owner.auth });
    expect(mine.json<{ orders: { id: string }[] }>().orders.map((o) => o.id)).toEqual([order.id]);

    const link = await openLink(token);
    expect(link.statusCode).toBe(410);
    expect(link.json()).toMatchObject({ code: 'ORDER_LINK_CLAIMED' });
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/orders/guest/${token}/cancel`,
      payload: {},
    });
    expect(cancel.statusCode).toBe(410);
    // Claiming again changes nothing.
    expect((await claim(owner.auth, [token])).json()).toEqual({ success: true, claimed: [] });
  });

  it('needs a sign-in and a working link', async () => {
    const { token } = await guestOrder();
    expect((await claim({}, [token])).statusCode).toBe(401);
    const someone = await registerShopper(app);
    const unknown = await claim(someone.auth, ['nope.nope']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ORDER_LINK_NOT_FOUND' });
    expect((await claim(someone.auth, [])).statusCode).toBe(400);
  });
});

describe('the shop owner’s switch', () => {
  it('turns guest checkout off for new checkouts only, audited, under manage_orders', async () => {
    const clerk = await signInStaff(app, 'admin', ['manage_products']);
    const put = (auth: Headers, guestCheckout: boolean) =>
      app.inject({ method: 'PUT', url: '/api/admin/settings', headers: auth, payload: { guestCheckout } });
    expect((await put(clerk.auth, false)).statusCode).toBe(403);

    const owner = await signInStaff(app, 'admin', ['manage_orders']);
    expect((await app.inject({ url: '/api/admin/settings', headers: owner.auth })).json()).toEqual({
      settings: { guestCheckout: true },
    });
    const off = await put(owner.auth, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ settings: { guestCheckout: false } });
    expect((await app.inject({ url: '/api/payment/config' })).json()).toMatchObject({ guestCheckout: false });

    const headers = await guestWithCart();
    const refused = await co.createIntent(headers, await intentBody(headers, { email: newEmail() }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'GUEST_CHECKOUT_DISABLED' });
    const cartId = await co.cartId(headers);
    expect(await app.db.selectFrom('payments').select('id').where('cartId', '=', cartId).execute()).toEqual(
      [],
    );

    // A customer still pays.
    const customer = await registerShopper(app);
    await add(customer.auth, { productId: s.plain.id, quantity: 1 });
    expect((await co.createIntent(customer.auth, await intentBody(customer.auth))).statusCode).toBe(200);

    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('action', '=', 'settings.update')
      .execute();
    expect(audit).toEqual([{ action: 'settings.update', actorId: owner.id }]);
    expect((await put(owner.auth, true)).json()).toEqual({ settings: { guestCheckout: true } });
  });
});
