import type { TFunction } from '../../i18n/translator.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';

/**
 * Why a cancel failed. One that went through but whose refund the provider has not taken yet says so,
 * rather than the generic 'payment service not available' (the order did change: it now reads cancelled).
 */
export function cancelError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'PAYMENT_PROVIDER_ERROR')
    return t('orders.refundPendingAfterCancel');
  return errorMessage(error, t, t('orders.cancelFailed'));
}
