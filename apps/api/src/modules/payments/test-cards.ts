/**
 * Stripe's published test cards and what the built-in test provider does with them. The number is
 * checked with Luhn and the expiry must be in the future; only the brand and last four digits leave
 * this file.
 */

export type CardOutcome =
  { kind: 'succeeded' } | { kind: 'requires_action' } | { kind: 'declined'; code: string; message: string };

const DECLINED = { kind: 'declined', code: 'card_declined', message: 'Your card was declined.' } as const;

/** Numbers with a special outcome (https://docs.stripe.com/testing); the others below succeed. */
const SPECIAL: Record<string, CardOutcome> = {
  '4000000000000002': DECLINED,
  '4000000000009995': {
    kind: 'declined',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { kind: 'declined', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': {
    kind: 'declined',
    code: 'incorrect_cvc',
    message: 'Your card’s security code is incorrect.',
  },
  '4000002500003155': { kind: 'requires_action' },
};

/**
 * Stripe's "refund fails" card: the charge succeeds, and any refund of it fails. Only the last four
 * digits are kept with a payment, so they are what the refund recognises it by.
 */
export const REFUND_FAILS_CARD = '4000000000005126';

/** Whether a refund of a payment made with this card's last four digits fails (see above). */
export function refundFails(cardLastFour: string | null): boolean {
  return cardLastFour === REFUND_FAILS_CARD.slice(-4);
}

/** Test numbers that simply succeed, one per common brand, and the card whose refunds fail. */
const SUCCEEDING = new Set([
  REFUND_FAILS_CARD,
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
]);

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What a card does in test mode, checked the way Stripe's card form and API check it. */
export function testCardOutcome(card: CardInput, now = new Date()): CardOutcome {
  if (!luhnValid(card.number)) {
    return { kind: 'declined', code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfMonth = Date.UTC(year, card.expMonth, 1);
  if (endOfMonth <= now.getTime()) {
    return {
      kind: 'declined',
      code: 'invalid_expiry_year',
      message: 'Your card’s expiration date is in the past.',
    };
  }
  const needsFour = cardBrand(card.number) === 'amex';
  if (card.cvc.length !== (needsFour ? 4 : 3)) {
    return { kind: 'declined', code: 'invalid_cvc', message: 'Your card’s security code is invalid.' };
  }
  const special = SPECIAL[card.number];
  if (special) return special;
  if (SUCCEEDING.has(card.number)) return { kind: 'succeeded' };
  return {
    kind: 'declined',
    code: 'card_declined',
    message: 'Your card was declined. In test mode, use one of the test card numbers.',
  };
}
