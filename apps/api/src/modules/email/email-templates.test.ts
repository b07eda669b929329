import { describe, expect, it } from 'vitest';
import { orderFixture } from './order.fixture.ts';
import { renderEmail } from './templates/render-email.ts';

const en = { lang: 'en' as const, ordersUrl: 'https://shop.example/orders', shopName: 'E-Commerce' };
const fr = { ...en, lang: 'fr' as const };

describe('order e-mail templates', () => {
  it('cancellation: the reason, and the refund going back to the card', () => {
    const order = orderFixture({ status: 'cancelled', cancelReason: 'Cancelled by customer' });
    const mail = renderEmail('order_cancelled', order, en);
    expect(mail.subject).toBe('Your order ORD-20260914-K7M2QX has been cancelled');
    expect(mail.text).toContain('Reason: Cancelled by customer');
    expect(mail.text).toContain(
      'The $74.23 you paid will be refunded to the card you paid with (Visa ending in 4242).',
    );
    const inFrench = renderEmail('order_cancelled', order, fr);
    expect(inFrench.subject).toBe('Votre commande ORD-20260914-K7M2QX a été annulée');
    expect(inFrench.text).toContain('Motif\u00a0: Cancelled by customer');
    expect(inFrench.text).toContain(
      'remboursés sur la carte utilisée pour le paiement (Visa se terminant par 4242)',
    );
  });

  it("cancellation sent once refunded: the shop's reason and the refund made, in French too", () => {
    const order = orderFixture({
      status: 'cancelled',
      cancelReason: null,
      cancelReasonCode: 'cancelled_by_customer',
      payment: { ...orderFixture().payment, status: 'refunded' },
    });
    const mail = renderEmail('order_cancelled', order, en);
    expect(mail.text).toContain('Reason: cancelled at your request');
    expect(mail.text).toContain(
      'We have refunded the $74.23 you paid to the card you paid with (Visa ending in 4242).',
    );
    const inFrench = renderEmail('order_cancelled', order, fr);
    expect(inFrench.text).toContain('Motif\u00a0: annulée à votre demande');
    expect(inFrench.text).toContain('Nous avons remboursé les $74.23 payés sur la carte utilisée');
    expect(inFrench.text).not.toMatch(/Cancelled|refunded/);
  });

  it("names a line's options in the reader's language", () => {
    const [shirt, tote] = orderFixture().items;
    const order = orderFixture({
      items: [{ ...shirt!, selectedOptions: { color: 'Black', size: 'M', material: '256GB' } }, tote!],
    });
    expect(renderEmail('order_confirmation', order, en).text).toContain(
      '(Color: Black, Size: M, Storage: 256GB)',
    );
    const inFrench = renderEmail('order_confirmation', order, fr).text;
    expect(inFrench).toContain('(Couleur\u00a0: Noir, Taille\u00a0: M, Stockage\u00a0: 256 Go)');
    expect(inFrench).not.toContain('color');
  });

  it('cancellation of an order never charged says so instead of promising a refund', () => {
    const order = orderFixture({
      status: 'cancelled',
      payment: { ...orderFixture().payment, status: 'failed' },
    });
    const mail = renderEmail('order_cancelled', order, en);
    expect(mail.text).toContain('You have not been charged for this order.');
    expect(mail.text).not.toContain('refunded');
  });

  it('refund: the amount refunded', () => {
    const order = orderFixture({
      status: 'refunded',
      payment: { ...orderFixture().payment, status: 'refunded' },
    });
    const mail = renderEmail('order_refunded', order, en);
    expect(mail.subject).toBe('Your refund for order ORD-20260914-K7M2QX');
    expect(mail.text).toContain('We have refunded $74.23 for order ORD-20260914-K7M2QX');
    expect(mail.html).toContain('We have refunded $74.23');
    expect(renderEmail('order_refunded', order, fr).text).toContain('Nous vous avons remboursé $74.23');
  });

  it('shipped: carrier and tracking number, escaped in HTML', () => {
    const order = orderFixture({
      status: 'shipped',
      shipping: {
        method: 'express',
        carrier: 'UPS',
        trackingNumber: '1Z<999>',
        estimatedDelivery: '2026-09-21T10:00:00.000Z',
      },
    });
    const mail = renderEmail('order_shipped', order, en);
    expect(mail.subject).toBe('Your order ORD-20260914-K7M2QX has shipped');
    expect(mail.text).toContain('Carrier: UPS');
    expect(mail.text).toContain('Tracking number: 1Z<999>');
    expect(mail.html).toContain('Tracking number: 1Z&lt;999&gt;');
    const inFrench = renderEmail('order_shipped', order, fr);
    expect(inFrench.subject).toBe('Votre commande ORD-20260914-K7M2QX a été expédiée');
    expect(inFrench.text).toContain('Numéro de suivi\u00a0: 1Z<999>');
    // The method the shopper chose, and its delivery time, in each language.
    expect(mail.text).toContain('Express shipping (1–2 days)');
    expect(inFrench.text).toContain('Livraison express (1 à 2 jours)');
  });
});
