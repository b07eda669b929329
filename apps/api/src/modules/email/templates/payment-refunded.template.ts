import type { Language } from '@store/shared/constants';
import { formatPrice, toDollars } from '@store/shared/money';
import type { PaymentRefund } from '../payment-refund.ts';
import { COMMON } from './email-strings.ts';
import { paragraph, type RenderContext, type RenderedEmail, renderLayout } from './layout.ts';
import { cardOf } from './order-blocks.ts';

interface Copy {
  subject: (amount: string) => string;
  heading: string;
  /** Why the payment could not become an order, by the refusal's code. */
  reason: (refund: PaymentRefund) => string;
  body: (amount: string, reason: string, card: string | null) => string;
  noOrder: string;
}

const COPY: Record<Language, Copy> = {
  en: {
    subject: (amount) => `Your payment of ${amount} has been refunded`,
    heading: 'Your payment has been refunded',
    reason: ({ reason, productName }) => {
      if (reason === 'PAYMENT_MISMATCH') return 'your cart changed while you were paying';
      if (reason === 'OUT_OF_STOCK') {
        return productName
          ? `${productName} sold out while you were paying`
          : 'an item sold out while you were paying';
      }
      if (reason === 'COUPON_EXHAUSTED')
        return 'your promo code reached its usage limit while you were paying';
      return 'your order could not be completed';
    },
    body: (amount, reason, card) =>
      `We could not turn your payment of ${amount} into an order because ${reason}, so we have refunded it in full to the card you paid with${card ? ` (${card})` : ''}.`,
    noOrder: 'No order was placed: you can check your cart and order again whenever you like.',
  },
  fr: {
    subject: (amount) => `Votre paiement de ${amount} a été remboursé`,
    heading: 'Votre paiement a été remboursé',
    reason: ({ reason, productName }) => {
      if (reason === 'PAYMENT_MISMATCH') return 'votre panier a changé pendant le paiement';
      if (reason === 'OUT_OF_STOCK') {
        return productName
          ? `l’article «\u00a0${productName}\u00a0» a été épuisé pendant le paiement`
          : 'un article a été épuisé pendant le paiement';
      }
      if (reason === 'COUPON_EXHAUSTED')
        return 'votre code promo a atteint sa limite d’utilisation pendant le paiement';
      return 'votre commande n’a pas pu aboutir';
    },
    body: (amount, reason, card) =>
      `Votre paiement de ${amount} n’a pas pu devenir une commande, car ${reason}. Nous l’avons donc intégralement remboursé sur la carte utilisée pour le paiement${card ? ` (${card})` : ''}.`,
    noOrder:
      'Aucune commande n’a été passée\u00a0: vous pouvez vérifier votre panier et commander à nouveau quand vous le souhaitez.',
  },
};

/**
 * Sent when a payment the provider took could not become an order (the cart changed, an item sold
 * out, the promo code ran out) and was refunded: there is no order number, only the amount and why.
 */
export function paymentRefundedEmail(refund: PaymentRefund, ctx: RenderContext): RenderedEmail {
  const copy = COPY[ctx.lang];
  const t = COMMON[ctx.lang];
  const amount = formatPrice(toDollars(refund.amountCents));
  return renderLayout(ctx, {
    subject: copy.subject(amount),
    heading: copy.heading,
    blocks: [
      paragraph(t.greeting(refund.firstName)),
      paragraph(
        `${copy.body(amount, copy.reason(refund), cardOf(refund.cardBrand, refund.lastFour, ctx.lang))} ${t.statementDelay}`,
      ),
      paragraph(copy.noOrder),
    ],
  });
}
