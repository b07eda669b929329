import { ORDER_STATUSES, type OrderStatus } from '@store/shared/constants';
import type { TFunction } from 'i18next';
import { adminErrorText } from '../../components/admin/admin-api.ts';
import { ApiError } from '../../lib/api-client.ts';

const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** A status as a word inside a sentence ('cancelled', 'en préparation'), not as a badge's title. */
export function statusWord(status: OrderStatus, t: TFunction<'admin'>): string {
  return t(`common.orderStatus.${status}`).toLocaleLowerCase();
}

/**
 * What the status form says when a move fails: the server's message, else 'Failed to update order
 * status' (admin §8). The two refusals of the order's own life cycle are worded in the panel's
 * language, since the server speaks English only: a move the state machine forbids (another admin
 * moved the order meanwhile), and a refund the payment provider has not taken yet.
 */
export function orderStatusErrorText(error: unknown, status: OrderStatus, t: TFunction<'admin'>): string {
  if (error instanceof ApiError && error.code === 'INVALID_TRANSITION') {
    const { from, to } = error.details;
    if (isOrderStatus(from) && isOrderStatus(to)) {
      return t('orders.errors.invalidTransition', { from: statusWord(from, t), to: statusWord(to, t) });
    }
  }
  if (error instanceof ApiError && error.code === 'PAYMENT_PROVIDER_ERROR') {
    return t('orders.errors.refundPending', { status: statusWord(status, t) });
  }
  return adminErrorText(error, t('orders.validation.updateFailed'));
}
