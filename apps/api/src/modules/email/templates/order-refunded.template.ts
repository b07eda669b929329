import type { Language } from '@store/shared/constants';
import { formatPrice } from '@store/shared/money';
import type { Order } from '@store/shared/schemas/orders';
import { COMMON } from './email-strings.ts';
import { paragraph, type RenderContext, type RenderedEmail, renderLayout } from './layout.ts';
import { cardLabel, orderLink } from './order-blocks.ts';

interface Copy {
  subject: (n: string) => string;
  heading: string;
  body: (amount: string, n: string, card: string | null) => string;
}

const COPY: Record<Language, Copy> = {
  en: {
    subject: (n) => `Your refund for order ${n}`,
    heading: 'Your refund is on its way',
    body: (amount, n, card) =>
      `We have refunded ${amount} for order ${n} to the card you paid with${card ? ` (${card})` : ''}.`,
  },
  fr: {
    subject: (n) => `Votre remboursement pour la commande ${n}`,
    heading: 'Votre remboursement est en route',
    body: (amount, n, card) =>
      `Nous vous avons remboursé ${amount} pour la commande ${n} sur la carte utilisée pour le paiement${card ? ` (${card})` : ''}.`,
  },
};

/**
 * Sent when an order's payment is refunded. Refunds are of the whole order (the order shape carries no
 * partial amount), so the amount is the order's total.
 */
export function orderRefundedEmail(order: Order, ctx: RenderContext): RenderedEmail {
  const copy = COPY[ctx.lang];
  const t = COMMON[ctx.lang];
  const amount = formatPrice(order.pricing.total);
  return renderLayout(ctx, {
    subject: copy.subject(order.orderNumber),
    heading: copy.heading,
    link: orderLink(order, ctx),
    blocks: [
      paragraph(t.greeting(order.shippingAddress.firstName)),
      paragraph(`${copy.body(amount, order.orderNumber, cardLabel(order, ctx.lang))} ${t.statementDelay}`),
    ],
  });
}
