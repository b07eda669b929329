import type { Language } from '@store/shared/constants';
import type { Order } from '@store/shared/schemas/orders';
import { COMMON } from './email-strings.ts';
import { type Block, paragraph, type RenderContext, type RenderedEmail, renderLayout } from './layout.ts';
import {
  billingAddressBlock,
  deliveryBlock,
  itemsBlock,
  orderLink,
  paymentBlock,
  shippingAddressBlock,
  totalsBlock,
} from './order-blocks.ts';

const COPY: Record<
  Language,
  { subject: (n: string) => string; heading: string; intro: (n: string) => string }
> = {
  en: {
    subject: (n) => `Your order ${n} is confirmed`,
    heading: 'Thank you for your order!',
    intro: (n) => `We have received your order ${n} and are getting it ready.`,
  },
  fr: {
    subject: (n) => `Votre commande ${n} est confirmée`,
    heading: 'Merci pour votre commande\u00a0!',
    intro: (n) => `Nous avons bien reçu votre commande ${n} et nous la préparons.`,
  },
};

/** Sent when an order is placed and paid: everything the customer needs to check it. */
export function orderConfirmationEmail(order: Order, ctx: RenderContext): RenderedEmail {
  const copy = COPY[ctx.lang];
  const blocks: Array<Block | null> = [
    paragraph(COMMON[ctx.lang].greeting(order.shippingAddress.firstName)),
    paragraph(copy.intro(order.orderNumber)),
    itemsBlock(order, ctx.lang),
    totalsBlock(order, ctx.lang),
    shippingAddressBlock(order, ctx.lang),
    billingAddressBlock(order, ctx.lang),
    paymentBlock(order, ctx.lang),
    deliveryBlock(order, ctx.lang),
  ];
  return renderLayout(ctx, {
    subject: copy.subject(order.orderNumber),
    heading: copy.heading,
    link: orderLink(order, ctx),
    blocks: blocks.filter((b): b is Block => b !== null),
  });
}
