import { MONEY_BACK_STATUSES, type OrderStatus } from '@store/shared/constants';
import type { AdminOrder, AdminOrderStatusInput } from '@store/shared/schemas/admin-orders';
import { AppError } from '../../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../../lib/context.ts';
import { announceStockChange } from '../../../lib/events.ts';
import { moveOrder, orderNotFound, refundOrderPayment, type TransitionOptions } from '../../orders/index.ts';
import type { PaymentDeps } from '../../payments/index.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getAdminOrder, refundDue } from './admin-order-read.service.ts';

/** What the workflow needs beyond the database: the payment provider and a nudge for the outbox. */
export interface AdminOrderDeps extends PaymentDeps {
  /** Sends the e-mails just committed at once rather than at the next poll. */
  wakeOutbox: () => void;
}

/** Statuses that give the money back and put the units back on the shelf (typed wide for includes()). */
const MONEY_BACK: readonly OrderStatus[] = MONEY_BACK_STATUSES;

async function orderRow(ctx: Ctx, orderId: string) {
  const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) throw orderNotFound();
  return row;
}

/** The columns a status change writes besides the status: what the audit entry compares. */
function auditedFields(row: { status: string; trackingNumber: string | null; carrier: string | null }) {
  return { status: row.status, trackingNumber: row.trackingNumber, carrier: row.carrier };
}

function extraColumns(input: AdminOrderStatusInput): TransitionOptions['set'] {
  if (input.status === 'shipped') return { trackingNumber: input.trackingNumber, carrier: input.carrier };
  if (input.status === 'cancelled' && input.notes) return { cancelReason: input.notes };
  return undefined;
}

/**
 * Step 1, one transaction: the order's move (409 INVALID_TRANSITION when the state machine refuses it)
 * with its timeline entry and notes and what entering the status sets off (orders/order-moves.ts: the
 * shipping e-mail, or for a cancellation or refund the units back in stock, the e-mail waiting for the
 * refund of step 2), and the audit entry. Answers the restocked products.
 */
async function applyStatus(ctx: Ctx, orderId: string, input: AdminOrderStatusInput): Promise<string[]> {
  return withTransaction(ctx, async (trx) => {
    const before = await orderRow(trx, orderId);
    const { restocked } = await moveOrder(trx, orderId, input.status, {
      note: input.notes || null,
      set: extraColumns(input),
    });
    const after = await orderRow(trx, orderId);
    await recordAudit(trx, {
      action: 'order.status',
      entityType: 'order',
      entityId: orderId,
      before: auditedFields(before),
      after: { ...auditedFields(after), ...(input.notes ? { notes: input.notes } : {}) },
    });
    return restocked;
  });
}

/**
 * PUT /api/admin/orders/{id}/status. Step 1 (applyStatus) commits the move; step 2 gives the payment
 * back through the provider for a cancellation or a refund, with the storefront cancel's refund step
 * (idempotent on the payment, so it never refunds twice). Should the provider fail, the order keeps
 * its new status and answers 502; setting the same status again then retries only the refund.
 */
export async function changeOrderStatus(
  ctx: Ctx,
  deps: AdminOrderDeps,
  orderId: string,
  input: AdminOrderStatusInput,
): Promise<AdminOrder> {
  const current = await orderRow(ctx, orderId);
  const retryRefund = current.status === input.status && (await refundDue(ctx, current));
  if (!retryRefund) {
    const restocked = await applyStatus(ctx, orderId, input);
    if (input.status === 'cancelled') deps.events.emit('orderCancelled', { orderId });
    announceStockChange(deps.events, restocked);
    deps.wakeOutbox();
  }
  if (MONEY_BACK.includes(input.status)) {
    try {
      await refundOrderPayment(ctx, deps, orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(
        502,
        'PAYMENT_PROVIDER_ERROR',
        `The order is ${input.status}, but the payment provider did not take the refund yet. ` +
          `Set the status to ${input.status} again to retry the refund.`,
      );
    }
  }
  return getAdminOrder(ctx, orderId);
}
