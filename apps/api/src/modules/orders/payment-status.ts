import { MONEY_BACK_STATUSES, type OrderStatus } from '@store/shared/constants';
import type { OrderPaymentStatus } from '@store/shared/schemas/orders';
import type { PaymentStatus } from '../../db/types.ts';

/** The part of an order's payment row that says how much of it has gone back. */
export interface PaymentMoney {
  amountCents: number;
  refundedCents: number;
}

const MONEY_BACK: readonly OrderStatus[] = MONEY_BACK_STATUSES;

/** A left-joined payment row's amounts, or undefined when the order has none. */
export function paymentMoney(row: {
  amountCents: number | null;
  refundedCents: number | null;
}): PaymentMoney | undefined {
  return row.amountCents === null
    ? undefined
    : { amountCents: row.amountCents, refundedCents: row.refundedCents ?? 0 };
}

/**
 * The payment as the customer, the panel and the export tell it: one answer for all three. A
 * cancelled or refunded order reads `refunded` only once the provider has taken the whole refund
 * (`refund_pending` until then); an order without a payment row (written by hand, or the demo seed)
 * has no provider refund to wait for.
 */
export function orderPaymentStatus(
  order: { status: OrderStatus; paymentStatus: PaymentStatus },
  payment: PaymentMoney | undefined,
): OrderPaymentStatus {
  if (MONEY_BACK.includes(order.status)) {
    if (order.paymentStatus !== 'succeeded') return 'failed';
    return payment && payment.refundedCents < payment.amountCents ? 'refund_pending' : 'refunded';
  }
  if (order.paymentStatus === 'succeeded') return 'succeeded';
  return order.paymentStatus === 'failed' || order.paymentStatus === 'canceled' ? 'failed' : 'pending';
}
