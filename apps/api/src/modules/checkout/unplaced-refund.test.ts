import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, checkoutCalls } from '../../test/checkout.ts';
import { openMailingShop } from '../../test/mailing-shop.ts';
import { cartCalls, registerShopper, type Samples } from '../../test/shoppers.ts';
import type { TestSmtpServer } from '../../test/smtp.ts';

/**
 * A payment the provider took but that could not become an order (the cart changed in another tab
 * while the shopper paid): the money goes back, the answer says how much, and an e-mail tells the
 * shopper in their language, once.
 */

let smtp: TestSmtpServer;
let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, smtp, s } = await openMailingShop()));
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
const { add, update } = cartCalls(() => app);
const co = checkoutCalls(() => app);

/** A shopper who paid for one unit, then added a second one in another tab before the order was placed. */
async function paidThenChanged(language: 'en' | 'fr') {
  const shopper = await registerShopper(app);
  await app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: shopper.auth,
    payload: { preferences: { language } },
  });
  await add(shopper.auth, { productId: s.plain.id, quantity: 1 });
  const intent = await co.intentFor(shopper.auth);
  expect((await co.payWith(intent, CARDS.succeeds)).json().status).toBe('succeeded');
  expect((await add(shopper.auth, { productId: s.plain.id, quantity: 1 })).statusCode).toBe(200);
  return { shopper, intent };
}

const mailsTo = (email: string) => smtp.messages.filter((m) => m.envelope.to.includes(email));

describe('a payment refunded because the cart changed while paying', () => {
  it('answers 409 with the amount refunded, and e-mails the shopper in their language', async () => {
    const { shopper, intent } = await paidThenChanged('fr');
    // The page is in English, the account in French: the e-mail follows the account.
    const res = await co.confirm(shopper.auth, intent, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'PAYMENT_MISMATCH',
      error: `Your cart changed after the payment was made. Your payment of $${intent.amount.toFixed(2)} has been refunded.`,
      details: { refunded: intent.amount },
    });

    const mail = await smtp.waitForMessage((m) => m.envelope.to.includes(shopper.email));
    expect(mail.subject).toBe(`Votre paiement de $${intent.amount.toFixed(2)} a été remboursé`);
    expect(mail.text).toContain('Bonjour Ada,');
    expect(mail.text).toContain('votre panier a changé pendant le paiement');
    expect(mail.text).toContain('Visa se terminant par 4242');
    expect(mail.text).toContain('Aucune commande n’a été passée');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('in English, and confirming again neither places an order nor e-mails twice', async () => {
    const { shopper, intent } = await paidThenChanged('en');
    expect((await co.confirm(shopper.auth, intent)).statusCode).toBe(409);
    const mail = await smtp.waitForMessage((m) => m.envelope.to.includes(shopper.email));
    expect(mail.subject).toBe(`Your payment of $${intent.amount.toFixed(2)} has been refunded`);
    expect(mail.text).toContain('your cart changed while you were paying');
    expect(mail.text).toContain('Visa ending in 4242');

    // The cart back to what was paid for: the refunded payment still never becomes an order.
    const cart = (await app.inject({ url: '/api/cart', headers: shopper.auth })).json().cart;
    await update(shopper.auth, cart.items[0].product._id, { quantity: 1 });
    const again = await co.confirm(shopper.auth, intent);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_MISMATCH', details: { refunded: intent.amount } });
    const orders = await app.inject({ url: '/api/orders', headers: shopper.auth });
    expect(orders.json().orders).toEqual([]);

    await app.outbox.drain();
    expect(mailsTo(shopper.email)).toHaveLength(1);
  });
});
