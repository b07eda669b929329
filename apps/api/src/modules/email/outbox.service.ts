import type { Language } from '@store/shared/constants';
import type { Order } from '@store/shared/schemas/orders';
import { nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import type { Ctx } from '../../lib/context.ts';
import type { PaymentRefund } from './payment-refund.ts';

/** E-mails about an order, rendered from the order's snapshot. */
export const EMAIL_KINDS = [
  'order_confirmation',
  'order_cancelled',
  'order_refunded',
  'order_shipped',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** A payment taken and refunded without ever becoming an order: there is no order to show. */
export const PAYMENT_REFUNDED = 'payment_refunded';

/** Every kind of row the outbox holds. */
export const OUTBOX_KINDS = [...EMAIL_KINDS, PAYMENT_REFUNDED] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** One transactional e-mail to send: what happened, to whom, in which language, about which order. */
export type EmailRequest = { to: string; lang: Language } & (
  { kind: EmailKind; order: Order } | { kind: typeof PAYMENT_REFUNDED; refund: PaymentRefund }
);

/**
 * Queues an e-mail in the caller's transaction (ctx.db): it exists if and only if the change that
 * causes it commits. The order (or refund) is stored as it is now, so the e-mail shows what the customer was told at
 * that moment even if the order changes before the worker sends it. Call `app.outbox.wake()` after the
 * commit so it leaves at once instead of at the next poll.
 */
export async function enqueueEmail(ctx: Ctx, email: EmailRequest): Promise<void> {
  await ctx.db
    .insertInto('emailOutbox')
    .values({
      id: newId(),
      kind: email.kind,
      recipient: email.to,
      language: email.lang,
      payload: JSON.stringify(email.kind === PAYMENT_REFUNDED ? email.refund : email.order),
      // The app's clock, not the database's: the worker compares against the app's clock, and a database
      // clock a little ahead would make the wake() right after commit find nothing due yet.
      nextAttemptAt: nowIso(),
    })
    .execute();
}
