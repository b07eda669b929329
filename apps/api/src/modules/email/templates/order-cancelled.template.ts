import type { Language } from '@store/shared/constants';
import { formatPrice } from '@store/shared/money';
import type { Order } from '@store/shared/schemas/orders';
import { COMMON } from './email-strings.ts';
import { type Block, paragraph, type RenderContext, type RenderedEmail, renderLayout } from './layout.ts';
import { cardLabel } from './order-blocks.ts';

interface Copy {
  subject: (n: string) => string;
  heading: string;
  intro: (n: string) => string;
  reason: (reason: string) => string;
  refund: (amount: string, card: string | null) => string;
  notCharged: string;
}

const COPY: Record<Language, Copy> = {
  en: {
    subject: (n) => `Your order ${n} has been cancelled`,
    heading: 'Your order has been cancelled',
    intro: (n) => `Your order ${n} has been cancelled.`,
    reason: (reason) => `Reason: ${reason}`,
    refund: (amount, card) =>
      `The ${amount} you paid will be refunded to the card you paid with${card ? ` (${card})` : ''}.`,
    notCharged: 'You have not been charged for this order.',
  },
  fr: {
    subject: (n) => `Votre commande ${n} a été annulée`,
    heading: 'Votre commande a été annulée',
    intro: (n) => `Votre commande ${n} a été annulée.`,
    reason: (reason) => `Motif\u00a0: ${reason}`,
    refund: (amount, card) =>
      `Les ${amount} payés seront remboursés sur la carte utilisée pour le paiement${card ? ` (${card})` : ''}.`,
    notCharged: 'Aucun montant ne vous a été débité pour cette commande.',
  },
};

/** Sent when an order is cancelled: why, and where the money goes back. */
export function orderCancelledEmail(order: Order, ctx: RenderContext): RenderedEmail {
  const copy = COPY[ctx.lang];
  const t = COMMON[ctx.lang];
  // A payment that never succeeded has nothing to give back.
  const paid = order.payment.status === 'succeeded' || order.payment.status === 'refunded';
  const blocks: Array<Block | null> = [
    paragraph(t.greeting(order.shippingAddress.firstName)),
    paragraph(copy.intro(order.orderNumber)),
    order.cancelReason ? paragraph(copy.reason(order.cancelReason)) : null,
    paid
      ? paragraph(
          `${copy.refund(formatPrice(order.pricing.total), cardLabel(order, ctx.lang))} ${t.statementDelay}`,
        )
      : paragraph(copy.notCharged),
  ];
  return renderLayout(ctx, {
    subject: copy.subject(order.orderNumber),
    heading: copy.heading,
    blocks: blocks.filter((b): b is Block => b !== null),
  });
}
