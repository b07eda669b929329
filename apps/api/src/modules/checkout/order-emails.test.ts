import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, checkoutCalls } from '../../test/checkout.ts';
import { openMailingShop } from '../../test/mailing-shop.ts';
import { cartCalls, registerShopper, type Samples } from '../../test/shoppers.ts';
import type { TestSmtpServer } from '../../test/smtp.ts';

/** Order e-mails leave through a real SMTP conversation right after the order's transaction commits. */

let smtp: TestSmtpServer;
let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, smtp, s } = await openMailingShop()));
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
const { add } = cartCalls(() => app);
const co = checkoutCalls(() => app);

async function placeOrder(lang: 'en' | 'fr') {
  const shopper = await registerShopper(app);
  await add(shopper.auth, { productId: s.plain.id, quantity: 1 });
  const intent = await co.intentFor(shopper.auth);
  await co.payWith(intent, CARDS.succeeds);
  const order = (await co.confirm(shopper.auth, intent, lang)).json().order;
  return { shopper, order };
}

describe('order e-mails', () => {
  it('sends the confirmation in the shopper’s language, with the order and only the card’s last four', async () => {
    const { shopper, order } = await placeOrder('fr');
    const mail = await smtp.waitForMessage((m) => m.subject.includes(order.orderNumber));
    expect(mail.envelope.to).toContain(shopper.email);
    expect(mail.subject).toMatch(/commande/i);
    expect(mail.text).toContain(order.orderNumber);
    expect(mail.text).toContain('4242');
    expect(mail.html).toContain(order.orderNumber);
    expect(`${mail.text}${mail.html}`).not.toContain('4242424242424242');
  });

  it('sends a cancellation when the customer cancels', async () => {
    const { shopper, order } = await placeOrder('en');
    await smtp.waitForMessage((m) => m.subject.includes(order.orderNumber));
    await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/cancel`,
      headers: shopper.auth,
      payload: {},
    });
    const mail = await smtp.waitForMessage(
      (m) => m.subject.includes(order.orderNumber) && /cancel/i.test(m.subject),
    );
    expect(mail.envelope.to).toContain(shopper.email);
    // The storefront's standard reason is a code, worded in the e-mail's language; sent once refunded.
    expect(mail.text).toContain('Reason: cancelled at your request');
    expect(mail.text).toContain('We have refunded the $');
  });
});
