import { describe, expect, it } from 'vitest';
import {
  CARD_INPUT_LENGTH,
  cardBody,
  cardProblem,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from './card-input.ts';

describe('the test card form', () => {
  it('lets each input hold its longest formatted value and no more', () => {
    expect(CARD_INPUT_LENGTH).toEqual({
      number: '1234 1234 1234 1234 123'.length,
      expiry: '12 / 34'.length,
      cvc: 4,
    });
  });

  it('shows the number in groups of four, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025 00a')).toBe('4000 0025 00');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('puts the slash in the expiry as it is typed, and takes it away when deleted back', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12 / 34')).toBe('12 / 34');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('names the first incomplete part, as Stripe’s card form does', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    expect(cardProblem(card)).toBeNull();
    expect(cardProblem({ ...card, number: '4242 4242' })).toBe('number');
    expect(cardProblem({ ...card, expiry: '13 / 34' })).toBe('expiry');
    expect(cardProblem({ ...card, expiry: '12 / 3' })).toBe('expiry');
    expect(cardProblem({ ...card, cvc: '12' })).toBe('cvc');
  });

  it('sends the digits and the four-digit year', () => {
    expect(cardBody({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(cardBody({ number: '4242', expiry: '1', cvc: '' })).toBeNull();
  });
});
