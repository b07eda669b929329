import type { OrderStatus } from '@store/shared/constants';
import type { TFunction } from '../../i18n/translator.ts';
import { adminErrorTextIn } from '../../components/admin/admin-error-text.ts';
import { statusWord } from '../../components/admin/admin-format.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * What the status form says when a move fails, in the panel's language: the words of the server's
 * code (a move the state machine forbids names both statuses), else 'Failed to update order status'
 * (admin §8). A refund the payment provider has not taken yet points at the form's retry button.
 */
export function orderStatusErrorText(error: unknown, status: OrderStatus, t: TFunction<'admin'>): string {
  if (error instanceof ApiError && error.code === 'PAYMENT_PROVIDER_ERROR') {
    return t('orders.errors.refundPending', { status: statusWord(status, t) });
  }
  return adminErrorTextIn(error, t('orders.validation.updateFailed'), t);
}
