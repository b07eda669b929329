import type { CancelReasonCode, Language } from '@store/shared/constants';
import { formatPrice } from '@store/shared/money';
import type { Order } from '@store/shared/schemas/orders';
import { COMMON } from './email-strings.ts';
import { type Block, paragraph, type RenderContext, type RenderedEmail, renderLayout } from './layout.ts';
import { cardLabel, orderLink } from './order-blocks.ts';

interface Copy {
  subject: (n: string) => string;
  heading: string;
  intro: (n: string) => string;
  reason: (reason: string) => string;
  reasons: Record<CancelReasonCode, string>;
  /** Sent once the provider has taken the refund. */
  refunded: (amount: string, card: string | null) => string;
  /** Never said as done before it is: a paid order whose refund is still owed. */
  refundOwed: (amount: string, card: string | null) => string;
  notCharged: string;
}

const COPY: Record<Language, Copy> = {
  en: {
    subject: (n) => `Your order ${n} has been cancelled`,
    heading: 'Your order has been cancelled',
    intro: (n) => `Your order ${n} has been cancelled.`,
    reason: (reason) => `Reason: ${reason}`,
    reasons: { cancelled_by_customer: 'cancelled at your request' },
    refunded: (amount, card) =>
      `We have refunded the ${amount} you paid to the card you paid with${card ? ` (${card})` : ''}.`,
    refundOwed: (amount, card) =>
      `The ${amount} you paid will be refunded to the card you paid with${card ? ` (${card})` : ''}.`,
    notCharged: 'You have not been charged for this order.',
  },
  fr: {
    subject: (n) => `Votre commande ${n} a été annulée`,
    heading: 'Votre commande a été annulée',
    intro: (n) => `Votre commande ${n} a été annulée.`,
    reason: (reason) => `Motif\u00a0: ${reason}`,
    reasons: { cancelled_by_customer: 'annulée à votre demande' },
    refunded: (amount, card) =>
      `Nous avons remboursé les ${amount} payés sur la carte utilisée pour le paiement${card ? ` (${card})` : ''}.`,
    refundOwed: (amount, card) =>
      `Les ${amount} payés seront remboursés sur la carte utilisée pour le paiement${card ? ` (${card})` : ''}.`,
    notCharged: 'Aucun montant ne vous a été débité pour cette commande.',
  },
};

/** Why, in the reader's language: the words someone typed, else the shop's reason code. */
function reasonOf(order: Order, copy: Copy): string | null {
  return order.cancelReason ?? (order.cancelReasonCode ? copy.reasons[order.cancelReasonCode] : null);
}

/** What happened to the money: given back, still owed, or never taken. */
function moneyParagraph(order: Order, copy: Copy, lang: Language): Block {
  const { status } = order.payment;
  if (status === 'failed' || status === 'pending') return paragraph(copy.notCharged);
  const words = status === 'refunded' ? copy.refunded : copy.refundOwed;
  return paragraph(
    `${words(formatPrice(order.pricing.total), cardLabel(order, lang))} ${COMMON[lang].statementDelay}`,
  );
}

/**
 * Sent when an order is cancelled, once its money has gone back (the workflow queues it only after
 * the provider took the refund): why, and the refund made. An order never charged says so.
 */
export function orderCancelledEmail(order: Order, ctx: RenderContext): RenderedEmail {
  const copy = COPY[ctx.lang];
  const t = COMMON[ctx.lang];
  const reason = reasonOf(order, copy);
  const blocks: Array<Block | null> = [
    paragraph(t.greeting(order.shippingAddress.firstName)),
    paragraph(copy.intro(order.orderNumber)),
    reason ? paragraph(copy.reason(reason)) : null,
    moneyParagraph(order, copy, ctx.lang),
  ];
  return renderLayout(ctx, {
    subject: copy.subject(order.orderNumber),
    heading: copy.heading,
    link: orderLink(order, ctx),
    blocks: blocks.filter((b): b is Block => b !== null),
  });
}
