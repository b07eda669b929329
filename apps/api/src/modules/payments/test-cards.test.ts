import { describe, expect, it } from 'vitest';
import { cardBrand, luhnValid, testCardOutcome } from './test-cards.ts';

const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  ...extra,
});

describe('test cards', () => {
  it('checks numbers with Luhn and names the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('gives each of Stripe’s test cards its outcome', () => {
    expect(testCardOutcome(card('4242424242424242'))).toEqual({ kind: 'succeeded' });
    expect(testCardOutcome(card('4000002500003155'))).toEqual({ kind: 'requires_action' });
    expect(testCardOutcome(card('4000000000000002'))).toMatchObject({ code: 'card_declined' });
    expect(testCardOutcome(card('4000000000009995'))).toMatchObject({ code: 'insufficient_funds' });
    expect(testCardOutcome(card('4000000000000069'))).toMatchObject({ code: 'expired_card' });
    expect(testCardOutcome(card('4000000000000127'))).toMatchObject({ code: 'incorrect_cvc' });
    expect(testCardOutcome(card('378282246310005', { cvc: '1234' }))).toEqual({ kind: 'succeeded' });
  });

  it('refuses a past expiry and a CVC of the wrong length; the current month is still valid', () => {
    const now = new Date(Date.UTC(2026, 10, 25));
    expect(testCardOutcome(card('4242424242424242', { expMonth: 10, expYear: 2026 }), now)).toMatchObject({
      code: 'invalid_expiry_year',
    });
    expect(testCardOutcome(card('4242424242424242', { expMonth: 11, expYear: 26 }), now)).toEqual({
      kind: 'succeeded',
    });
    expect(testCardOutcome(card('378282246310005', { cvc: '123' }))).toMatchObject({ code: 'invalid_cvc' });
  });
});
