import type { TFunction } from '../../i18n/translator.ts';
import { formatPrice } from '@store/shared/money';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';

/** Which call failed: each has its own fallback text (storefront §8 Checkout). */
export type CheckoutStage = 'intent' | 'payment' | 'confirm';

const FALLBACKS = {
  intent: 'checkout.errors.createIntent',
  payment: 'checkout.errors.payment',
  confirm: 'checkout.errors.confirm',
} as const satisfies Record<CheckoutStage, string>;

/**
 * What the shopper reads when a checkout call fails: a known code in their language, else the
 * server's own text, else the spec's fallback for that call.
 */
export function checkoutErrorText(error: unknown, stage: CheckoutStage, t: TFunction): string {
  if (error instanceof ApiError) {
    const refunded = refundText(error, t);
    if (refunded) return refunded;
    // apiErrors.CART_EMPTY speaks of promo codes; here the cart emptied under the checkout.
    if (error.code === 'CART_EMPTY') return t('cart.empty');
    // Stock that ran out after the card was charged: the server refunded it, which the shopper must know.
    if (stage === 'confirm' && error.code === 'OUT_OF_STOCK') return t('checkout.errors.soldOut');
  }
  return errorMessage(error, t, t(FALLBACKS[stage]));
}

const REFUND_REASONS = ['PAYMENT_MISMATCH', 'COUPON_EXHAUSTED'] as const;

/**
 * The card was charged but no order could be placed, so the server refunded it (`details.refunded`,
 * in dollars): the shopper reads why, and that the amount went back. Null for any other answer.
 */
function refundText(error: ApiError, t: TFunction): string | null {
  const { refunded, name } = error.details;
  if (typeof refunded !== 'number') return null;
  const amount = formatPrice(refunded);
  if (error.code === 'OUT_OF_STOCK' && typeof name === 'string') {
    return t('checkout.refunded.OUT_OF_STOCK', { name, amount });
  }
  const reason = REFUND_REASONS.find((code) => code === error.code);
  return t(reason ? `checkout.refunded.${reason}` : 'checkout.refunded.other', { amount });
}

const CARD_ERROR_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'invalid_expiry_year',
  'invalid_cvc',
  'payment_intent_authentication_failure',
] as const;
type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

function isCardErrorCode(code: string): code is CardErrorCode {
  return (CARD_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The provider's refusal of a card. Known codes are worded in the UI language (the English texts are
 * Stripe's own); any other code keeps the provider's message.
 */
export function cardErrorText(error: { code: string; message: string }, t: TFunction): string {
  return isCardErrorCode(error.code) ? t(`checkout.cardErrors.${error.code}`) : error.message;
}
