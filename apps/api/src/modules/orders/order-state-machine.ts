import type { CancelReasonCode, OrderEventCode, OrderStatus } from '@store/shared/constants';
import { nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { isCounted, recordSales, type SoldLine, withdrawSales } from './sales-ledger.ts';

/**
 * The one place that says how an order's status may move (design rule 13). Every change goes through
 * `transition`, which guards it against this table and appends the timeline entry; nothing else writes
 * orders.status. A cancelled or refunded order is final, and a shipped order can no longer be cancelled.
 */
const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled', 'refunded'],
  processing: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** The statuses an order may move to from `from`. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** What a timeline entry says: a person's own words, the shop's code, or both. */
export interface TimelineText {
  note?: string | null;
  code?: OrderEventCode | null;
}

/**
 * A timeline entry, written by every transition, by the order's creation and by a refund the provider
 * has taken (then under the order's current status).
 */
export async function appendTimeline(
  ctx: Ctx,
  orderId: string,
  status: OrderStatus,
  text: TimelineText,
  at = nowIso(),
): Promise<void> {
  await ctx.db
    .insertInto('orderEvents')
    .values({
      id: newId(),
      orderId,
      status,
      note: text.note ?? null,
      code: text.code ?? null,
      actorUserId: ctx.user?.id ?? null,
      createdAt: at,
    })
    .execute();
}

/** The status an order starts in once its payment has succeeded: placed (pending), then confirmed. */
export const PAID_ORDER_STATUS: OrderStatus = 'confirmed';

/**
 * The opening of a paid order's life cycle, written with the order: placed, then confirmed by its
 * payment (the pending → confirmed move of the table above) in one statement, and its lines added to
 * the day's sales. Answers the timeline entries.
 */
export async function openPaidOrder(ctx: Ctx, orderId: string, lines: readonly SoldLine[], at = nowIso()) {
  const entries = [
    { status: 'pending' as const, code: 'order_placed' as const },
    { status: PAID_ORDER_STATUS, code: 'payment_received' as const },
  ].map((entry) => ({
    id: newId(),
    orderId,
    ...entry,
    note: null,
    actorUserId: ctx.user?.id ?? null,
    createdAt: at,
  }));
  await ctx.db.insertInto('orderEvents').values(entries).execute();
  await recordSales(ctx, at, lines, 1);
  return entries;
}

export interface TransitionOptions extends TimelineText {
  /** Extra columns written with the status (cancel reason, tracking number…). */
  set?: {
    cancelReason?: string | null;
    cancelReasonCode?: CancelReasonCode;
    trackingNumber?: string;
    carrier?: string;
  };
}

/**
 * Moves an order from the status it has now to `to` (run it in the caller's transaction). The UPDATE
 * names the status it read, so two racing transitions cannot both pass the guard: the loser sees
 * 409 INVALID_TRANSITION like any other refused move. A paid order that is cancelled or refunded
 * leaves the sales ledger in the same transaction.
 */
export async function transition(
  ctx: Ctx,
  orderId: string,
  to: OrderStatus,
  options: TransitionOptions = {},
): Promise<{ from: OrderStatus }> {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['status', 'paymentStatus', 'createdAt'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
  const from = order.status;
  if (!canTransition(from, to)) throw invalidTransition(from, to);
  const now = nowIso();
  const updated = await ctx.db
    .updateTable('orders')
    .set({ status: to, updatedAt: now, ...options.set })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw invalidTransition(from, to);
  await appendTimeline(ctx, orderId, to, options, now);
  if (isCounted(from, order.paymentStatus) && !isCounted(to, order.paymentStatus)) {
    await withdrawSales(ctx, orderId, order.createdAt);
  }
  return { from };
}

function invalidTransition(from: OrderStatus, to: OrderStatus): AppError {
  return new AppError(409, 'INVALID_TRANSITION', `An order that is ${from} cannot become ${to}`, {
    from,
    to,
  });
}
