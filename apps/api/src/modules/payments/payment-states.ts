import { nowIso } from '../../db/dialect.ts';
import type { PaymentStatus, PaymentsTable } from '../../db/types.ts';
import type { Ctx } from '../../lib/context.ts';
import { sql, type Updateable } from 'kysely';

/**
 * A payment's life, as the order's (orders/order-state-machine.ts): every status write goes through
 * movePayment, whose UPDATE names the statuses it may leave, so two racing writers cannot both move a
 * payment, and a refunded payment can never be taken for one still to refund.
 *
 * - requires payment (the provider's requires_payment_method, requires_confirmation and
 *   requires_action, kept apart because the browser acts on them) and processing: the provider's own
 *   steps, in any order it reports them;
 * - succeeded: the provider took the money;
 * - refund_pending: the store decided to give it back (a row in `refunds` carries that out);
 * - refunded, or partially_refunded when the provider gave back less than the whole;
 * - failed, canceled: no money was taken.
 *
 * The provider's word wins over the store's last guess: a payment the store closed (canceled after the
 * provider did not answer) but that the provider reports succeeded is succeeded.
 */
const OPEN: readonly PaymentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
];

const FROM: Record<PaymentStatus, readonly PaymentStatus[]> = {
  requires_payment_method: OPEN,
  requires_confirmation: OPEN,
  requires_action: OPEN,
  processing: OPEN,
  succeeded: [...OPEN, 'canceled', 'failed'],
  failed: OPEN,
  canceled: OPEN,
  refund_pending: ['succeeded', 'partially_refunded'],
  refunded: ['refund_pending'],
  partially_refunded: ['refund_pending'],
};

/** The statuses a payment in `status` may move to. */
export function nextPaymentStatuses(status: PaymentStatus): PaymentStatus[] {
  return (Object.keys(FROM) as PaymentStatus[]).filter((to) => FROM[to].includes(status));
}

/** A payment whose money went, or is going, back: it can never become an order. */
export const MONEY_BACK_PAYMENT: readonly PaymentStatus[] = [
  'refund_pending',
  'refunded',
  'partially_refunded',
];

/**
 * Moves the payment to `to` with the other columns in `set`, when its status allows it. Answers
 * whether it moved: false when it was not in a status `to` may follow (already there, or moved on by
 * another writer), and then nothing is written.
 */
export async function movePayment(
  ctx: Ctx,
  paymentId: string,
  to: PaymentStatus,
  set: Omit<Updateable<PaymentsTable>, 'status' | 'id'> = {},
): Promise<boolean> {
  const moved = await ctx.db
    .updateTable('payments')
    .set({ ...set, status: to, updatedAt: nowIso() })
    .where('id', '=', paymentId)
    .where('status', 'in', FROM[to])
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/**
 * Writes the payment's other columns in `set` whatever its status, and moves it to `to` in the same
 * UPDATE when its status allows: for the provider's news about a payment that may have moved on
 * meanwhile (the webhook saw it succeed first), whose ids, card and hold are still to record.
 */
export async function updatePayment(
  ctx: Ctx,
  paymentId: string,
  to: PaymentStatus,
  set: Omit<Updateable<PaymentsTable>, 'status' | 'id'>,
): Promise<void> {
  const allowed = sql.join(FROM[to].map((status) => sql.lit(status)));
  await ctx.db
    .updateTable('payments')
    .set({
      ...set,
      status: sql<PaymentStatus>`case when status in (${allowed}) then ${sql.lit(to)} else status end`,
      updatedAt: nowIso(),
    })
    .where('id', '=', paymentId)
    .execute();
}
