import type { Language } from '@store/shared/constants';
import type { Order } from '@store/shared/schemas/orders';
import { COMMON } from './email-strings.ts';
import { type Block, paragraph, type RenderContext, type RenderedEmail, renderLayout } from './layout.ts';
import { deliveryBlock, itemsBlock, orderLink, sectionBlock, shippingAddressBlock } from './order-blocks.ts';

interface Copy {
  subject: (n: string) => string;
  heading: string;
  intro: (n: string) => string;
  tracking: string;
  carrier: (carrier: string) => string;
  number: (trackingNumber: string) => string;
}

const COPY: Record<Language, Copy> = {
  en: {
    subject: (n) => `Your order ${n} has shipped`,
    heading: 'Your order is on its way',
    intro: (n) => `Good news: your order ${n} has left our warehouse.`,
    tracking: 'Tracking',
    carrier: (carrier) => `Carrier: ${carrier}`,
    number: (trackingNumber) => `Tracking number: ${trackingNumber}`,
  },
  fr: {
    subject: (n) => `Votre commande ${n} a été expédiée`,
    heading: 'Votre commande est en route',
    intro: (n) => `Bonne nouvelle\u00a0: votre commande ${n} a quitté notre entrepôt.`,
    tracking: 'Suivi',
    carrier: (carrier) => `Transporteur\u00a0: ${carrier}`,
    number: (trackingNumber) => `Numéro de suivi\u00a0: ${trackingNumber}`,
  },
};

/** Sent when an order ships: the carrier and tracking number to follow it. */
export function orderShippedEmail(order: Order, ctx: RenderContext): RenderedEmail {
  const copy = COPY[ctx.lang];
  const { carrier, trackingNumber } = order.shipping;
  const tracking = [carrier && copy.carrier(carrier), trackingNumber && copy.number(trackingNumber)].filter(
    (line): line is string => Boolean(line),
  );
  const blocks: Array<Block | null> = [
    paragraph(COMMON[ctx.lang].greeting(order.shippingAddress.firstName)),
    paragraph(copy.intro(order.orderNumber)),
    tracking.length > 0 ? sectionBlock(copy.tracking, tracking) : null,
    deliveryBlock(order, ctx.lang),
    itemsBlock(order, ctx.lang),
    shippingAddressBlock(order, ctx.lang),
  ];
  return renderLayout(ctx, {
    subject: copy.subject(order.orderNumber),
    heading: copy.heading,
    link: orderLink(order, ctx),
    blocks: blocks.filter((b): b is Block => b !== null),
  });
}
