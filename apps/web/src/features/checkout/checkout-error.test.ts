import { describe, expect, it } from 'vitest';
import { storefrontTranslators } from '../../i18n/test-translators.ts';
import { ApiError } from '../../lib/api-client.ts';
import { checkoutErrorText } from './checkout-error.ts';
import type { ErrorCode } from '@store/shared/error-codes';

const { en: tEn, fr: tFr } = storefrontTranslators();

const refused = (code: ErrorCode, details: Record<string, string | number>) =>
  new ApiError(
    'Your cart changed after the payment was made. Your payment has been refunded.',
    409,
    code,
    details,
  );

describe('a payment refunded instead of placed', () => {
  it('says so, with the amount, in the page’s language', () => {
    const error = refused('PAYMENT_MISMATCH', { refunded: 24.28 });
    expect(checkoutErrorText(error, 'confirm', tEn)).toBe(
      'Your cart changed during payment, so no order was placed. Your payment of $24.28 has been refunded.',
    );
    expect(checkoutErrorText(error, 'confirm', tFr)).toBe(
      "Votre panier a changé pendant le paiement : aucune commande n'a été passée. Votre paiement de $24.28 a été remboursé.",
    );
  });

  it('names the product that sold out', () => {
    const error = refused('OUT_OF_STOCK', { name: 'Canvas Tote', refunded: 15 });
    expect(checkoutErrorText(error, 'confirm', tEn)).toBe(
      'Canvas Tote sold out while you were paying, so no order was placed. Your payment of $15.00 has been refunded.',
    );
  });

  it('still says the amount refunded for a reason it has no words for', () => {
    expect(checkoutErrorText(refused('CONFLICT', { refunded: 9.99 }), 'confirm', tEn)).toBe(
      'No order was placed. Your payment of $9.99 has been refunded.',
    );
  });
});
