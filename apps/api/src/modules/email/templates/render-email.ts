import type { Order } from '@store/shared/schemas/orders';
import type { EmailKind } from '../outbox.service.ts';
import type { RenderContext, RenderedEmail } from './layout.ts';
import { orderCancelledEmail } from './order-cancelled.template.ts';
import { orderConfirmationEmail } from './order-confirmation.template.ts';
import { orderRefundedEmail } from './order-refunded.template.ts';
import { orderShippedEmail } from './order-shipped.template.ts';

const TEMPLATES: Record<EmailKind, (order: Order, ctx: RenderContext) => RenderedEmail> = {
  order_confirmation: orderConfirmationEmail,
  order_cancelled: orderCancelledEmail,
  order_refunded: orderRefundedEmail,
  order_shipped: orderShippedEmail,
};

/** Subject, text and HTML of one kind of order e-mail in the reader's language. */
export function renderEmail(kind: EmailKind, order: Order, ctx: RenderContext): RenderedEmail {
  return TEMPLATES[kind](order, ctx);
}
