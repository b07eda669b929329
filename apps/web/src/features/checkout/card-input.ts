import type { ConfirmTestPaymentBody } from './api/confirm-test-payment.ts';

/**
 * The test provider's card form: what the shopper types, shaped as a card reads ('4242 4242 4242 4242',
 * '12 / 34'), and checked before anything is sent, in the words Stripe's own card form uses.
 */

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

const digits = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/** Groups of four digits, at most 19 digits (the longest card numbers). */
export function formatCardNumber(value: string): string {
  return digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / YY' as it is typed; deleting back over the slash takes it away. */
export function formatExpiry(value: string): string {
  const typed = digits(value, 4);
  return typed.length > 2 ? `${typed.slice(0, 2)} / ${typed.slice(2)}` : typed;
}

export function formatCvc(value: string): string {
  return digits(value, 4);
}

/** Each input's length: its longest value as the formatters shape it ('1234 1234 1234 1234 123'). */
export const CARD_INPUT_LENGTH: Record<keyof CardFields, number> = {
  number: formatCardNumber('9'.repeat(40)).length,
  expiry: formatExpiry('9'.repeat(40)).length,
  cvc: formatCvc('9'.repeat(40)).length,
};

export type CardProblem = 'number' | 'expiry' | 'cvc';

/** The first part of the card that is not complete yet, or null when all three are. */
export function cardProblem(card: CardFields): CardProblem | null {
  const number = digits(card.number, 19);
  if (number.length < 12) return 'number';
  if (!parseExpiry(card.expiry)) return 'expiry';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'cvc';
  return null;
}

/** Month and four-digit year of 'MM / YY', or null when it is not a month of a year. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const typed = digits(expiry, 4);
  if (typed.length !== 4) return null;
  const expMonth = Number(typed.slice(0, 2));
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(typed.slice(2)) };
}

/** The card as the test provider takes it; null while the expiry is not a month of a year. */
export function cardBody(card: CardFields): ConfirmTestPaymentBody['card'] | null {
  const expiry = parseExpiry(card.expiry);
  return expiry && { number: digits(card.number, 19), ...expiry, cvc: card.cvc };
}
