import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import eventsPlugin from '../../plugins/events.ts';
import outboxPlugin from './outbox.plugin.ts';
import redisPlugin from '../../plugins/redis.ts';
import { type ReceivedMessage, startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createTestApp } from '../../test/test-app.ts';
import { orderFixture } from './order.fixture.ts';
import { type EmailRequest, enqueueEmail } from './outbox.service.ts';

let smtp: TestSmtpServer;
let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({
    seed: false,
    config: {
      publicUrl: 'https://shop.example',
      // No background polling: each test decides when the outbox is drained.
      mail: { smtpUrl: smtp.url, from: 'E-Commerce <orders@shop.example>', dir: 'unused', pollMs: 0 },
    },
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const ctx = (): Ctx => ({ db: app.db, user: null, lang: 'en' });

/** Enqueues in a committed transaction, drains, and returns the message the server got for `to`. */
async function sendAndReceive(email: EmailRequest): Promise<ReceivedMessage> {
  await withTransaction(ctx(), (trx) => enqueueEmail(trx, email));
  await app.outbox.drain();
  return smtp.waitForMessage((m) => m.envelope.to.includes(email.to));
}

describe('order confirmation e-mail over SMTP', () => {
  it('reaches the customer in English with the order, totals, address, card and a link', async () => {
    const m = await sendAndReceive({
      kind: 'order_confirmation',
      to: 'ana@example.com',
      lang: 'en',
      order: orderFixture(),
    });
    expect(m.envelope.to).toEqual(['ana@example.com']);
    expect(m.envelope.from).toBe('orders@shop.example');
    expect(m.headers.get('to')).toBe('ana@example.com');
    expect(m.subject).toBe('Your order ORD-20260914-K7M2QX is confirmed');
    for (const expected of [
      'Thank you for your order!',
      'Hi Ana,',
      '2 × Linen Shirt (Size: M, Color: Sand): $59.98',
      '1 × Canvas Tote: $15.00',
      'Subtotal: $74.98',
      'Discount (SAVE10): −$7.50',
      'Tax (10%): $6.75',
      'Shipping: Free',
      'Total: $74.23',
      '12 Harbour Street',
      'Portland, OR, 97201',
      'Visa ending in 4242',
      'Billing address',
      'Estimated delivery\nStandard shipping (5–7 days)\nSeptember 21, 2026',
      'View your order: https://shop.example/orders?order=66e5a1b2c3d4e5f6a7b8c9d0',
    ]) {
      expect(m.text).toContain(expected);
    }
    expect(m.html).toContain('<html lang="en">');
    expect(m.html).toContain('Linen Shirt');
    expect(m.html).toContain('Size: M, Color: Sand');
    expect(m.html).toContain('$74.23');
    // The button opens the order itself on the customer's orders page.
    expect(m.html).toContain('href="https://shop.example/orders?order=66e5a1b2c3d4e5f6a7b8c9d0"');
    // Self-contained: nothing for the mail client to fetch, no stylesheet it would drop.
    expect(m.html).not.toMatch(/<img|<link|<style|url\(|@import/i);
  });

  it('speaks French to a French customer', async () => {
    const m = await sendAndReceive({
      kind: 'order_confirmation',
      to: 'lea@example.fr',
      lang: 'fr',
      order: orderFixture({ pricing: { subtotal: 40, discount: 0, tax: 4, shipping: 9.99, total: 53.99 } }),
    });
    expect(m.subject).toBe('Votre commande ORD-20260914-K7M2QX est confirmée');
    for (const expected of [
      'Merci pour votre commande\u00a0!',
      'Bonjour Ana,',
      'Sous-total\u00a0: $40.00',
      'Taxes (10\u00a0%)\u00a0: $4.00',
      'Livraison\u00a0: $9.99',
      'Total\u00a0: $53.99',
      'Adresse de livraison',
      'Adresse de facturation',
      'Visa se terminant par 4242',
      '21 septembre 2026',
      'Voir votre commande\u00a0: https://shop.example/orders?order=66e5a1b2c3d4e5f6a7b8c9d0',
    ]) {
      expect(m.text).toContain(expected);
    }
    expect(m.text).not.toContain('Remise');
    expect(m.html).toContain('<html lang="fr">');
    expect(m.html).toContain('Votre commande ORD-20260914-K7M2QX est confirmée');
  });

  it('says Gratuite for free shipping in French', async () => {
    const m = await sendAndReceive({
      kind: 'order_confirmation',
      to: 'free@example.fr',
      lang: 'fr',
      order: orderFixture(),
    });
    expect(m.text).toContain('Livraison\u00a0: Gratuite');
    expect(m.text).toContain('Remise (SAVE10)\u00a0: −$7.50');
  });

  it('escapes a hostile product name and address in the HTML part', async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)> & "Co"';
    const order = orderFixture();
    order.items[0] = { ...order.items[0]!, name: hostile, selectedOptions: { '<b>Size</b>': '"M"' } };
    order.shippingAddress = { ...order.shippingAddress, firstName: '<a href="http://evil">Ana</a>' };
    const m = await sendAndReceive({ kind: 'order_confirmation', to: 'xss@example.com', lang: 'en', order });
    expect(m.html).not.toContain('<script>');
    expect(m.html).not.toContain('<img');
    expect(m.html).not.toContain('<b>');
    expect(m.html).not.toContain('href="http://evil"');
    expect(m.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;',
    );
    expect(m.html).toContain('&lt;b&gt;Size&lt;/b&gt;: &quot;M&quot;');
    // The plain-text part shows the name as typed: there is nothing to interpret in text.
    expect(m.text).toContain(hostile);
  });

  it('shows only the card brand and last four digits', async () => {
    const order = orderFixture();
    // Even a snapshot that holds more than it should must not leak it.
    order.payment = { ...order.payment, cardBrand: 'mastercard', lastFour: '5555555555554444' };
    const m = await sendAndReceive({ kind: 'order_confirmation', to: 'card@example.com', lang: 'en', order });
    expect(m.text).toContain('Mastercard ending in 4444');
    expect(m.html).toContain('Mastercard ending in 4444');
    // No run of the card number's other digits anywhere in the message, in either part or a header.
    expect(m.raw).not.toMatch(/5{4}/);
  });

  it('leaves within about a second of app.outbox.wake() after the commit', async () => {
    await withTransaction(ctx(), (trx) =>
      enqueueEmail(trx, {
        kind: 'order_confirmation',
        to: 'soon@example.com',
        lang: 'en',
        order: orderFixture(),
      }),
    );
    const started = Date.now();
    app.outbox.wake();
    await smtp.waitForMessage((m) => m.envelope.to.includes('soon@example.com'), 1_500);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('sends at start what a previous process committed but never sent', async () => {
    // The commit happened, then the process died before sending: no wake, no poll.
    await withTransaction(ctx(), (trx) =>
      enqueueEmail(trx, {
        kind: 'order_refunded',
        to: 'crash@example.com',
        lang: 'en',
        order: orderFixture(),
      }),
    );
    // The next process: the outbox plugin over the same database.
    const next = Fastify();
    const sameDb = async (instance: FastifyInstance) => {
      instance.decorate('db', app.db).decorate('dialect', app.dialect);
    };
    await next.register(fp(sameDb, { name: 'db' }));
    const config = loadConfig({ NODE_ENV: 'test' });
    await next.register(redisPlugin, { config });
    await next.register(eventsPlugin);
    await next.register(outboxPlugin, { config: { ...config, mail: { ...config.mail, smtpUrl: smtp.url } } });
    await next.ready();
    try {
      const m = await smtp.waitForMessage((msg) => msg.envelope.to.includes('crash@example.com'), 2_000);
      expect(m.subject).toBe('Your refund for order ORD-20260914-K7M2QX');
    } finally {
      await next.close();
    }
  });
});
