import { useTranslation } from '../../../i18n/use-translation.ts';
import type { OrderPaymentStatus } from '@store/shared/schemas/orders';
import styles from './status-badge.module.css';

/** The payment states worth a word beside a cancelled or refunded order. */
export const MONEY_BACK_WORDS: readonly OrderPaymentStatus[] = ['refund_pending', 'refunded'];

/**
 * Where the customer's money stands after a cancellation or a refund: 'Refund pending' until the
 * provider has taken the refund, then 'Refunded'. Never 'Refunded' before it has happened.
 */
export function PaymentBadge({ status }: { status: OrderPaymentStatus }) {
  const { t } = useTranslation();
  if (status !== 'refund_pending' && status !== 'refunded') return null;
  return (
    <span className={`${styles.badge} ${styles[status === 'refunded' ? 'refundDone' : 'refundPending']}`}>
      {t(`orders.paymentStatus.${status}`)}
    </span>
  );
}
