import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ORDER_ITEMS_PREVIEW } from '@store/shared/constants';
import { formatPrice } from '@store/shared/money';
import type { Order } from '@store/shared/schemas/orders';
import { buttonClass } from '../../../components/ui/button.ts';
import { SmartImage } from '../../../components/ui/smart-image.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useReorder } from '../api/reorder.ts';
import { cancelError } from '../cancel-error.ts';
import { formatDate } from '../order-format.ts';
import { reorderMessage } from '../reorder-message.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { PaymentBadge } from './payment-badge.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './order-card.module.css';

interface OrderCardProps {
  order: Order;
  onShowDetails: (order: Order) => void;
}

/**
 * One order in the list (storefront §2 My orders): number, date, status, total, the first 3 items and
 * '+N more'; details, cancel (pending or confirmed, after a confirmation) and reorder (delivered).
 */
export function OrderCard({ order, onShowDetails }: OrderCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const cancel = useCancelOrder();
  const reorder = useReorder();
  const number = order.orderNumber;
  const shown = order.items.slice(0, ORDER_ITEMS_PREVIEW);
  const extra = order.items.length - shown.length;

  const onCancel = () => {
    if (!window.confirm(t('orders.cancelConfirm'))) return;
    cancel.mutate(order._id, { onError: (error) => logCallFailure('Failed to cancel order', error) });
  };

  const onReorder = () => {
    reorder.mutate(order._id, {
      onSuccess: (answer) => window.alert(reorderMessage(answer, t)),
      onError: (error) => {
        logCallFailure('Failed to reorder items', error);
        window.alert(errorMessage(error, t, t('orders.reorder.failed')));
      },
    });
  };

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <div className={styles.titles}>
          <h2 id={titleId} className={styles.number}>
            {t('orders.card.title', { number })}
          </h2>
          <p className={styles.date}>
            {t('orders.card.placedOn', { date: formatDate(order.createdAt, lang) })}
          </p>
        </div>
        <div className={styles.badges}>
          <StatusBadge status={order.status} />
          {order.payment.status === 'refund_pending' && <PaymentBadge status="refund_pending" />}
        </div>
      </header>

      <ul className={styles.items} aria-label={t('orders.card.items', { number })}>
        {shown.map((item) => (
          <li key={item._id} className={styles.item}>
            <span className={styles.thumb}>
              <SmartImage src={item.image} alt="" width={96} height={96} />
            </span>
            <span className={styles.itemName}>{item.name}</span>
            <span className={styles.itemQuantity}>× {item.quantity}</span>
          </li>
        ))}
        {extra > 0 && <li className={styles.more}>{t('orders.card.more', { extra })}</li>}
      </ul>

      <footer className={styles.foot}>
        <p className={styles.total}>
          <span>{t('orders.card.total')}</span>
          <strong>{formatPrice(order.pricing.total)}</strong>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => onShowDetails(order)}
            aria-label={t('orders.actions.detailsLabel', { number })}
          >
            {t('orders.actions.details')}
          </button>
          {order.canCancel && (
            <CancelOrderButton
              onClick={onCancel}
              pending={cancel.isPending}
              className={styles.danger}
              label={t('orders.actions.cancelLabel', { number })}
            />
          )}
          {order.canReorder && (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={onReorder}
              disabled={reorder.isPending}
              aria-label={t('orders.actions.reorderLabel', { number })}
            >
              {reorder.isPending ? t('orders.actions.reordering') : t('orders.actions.reorder')}
            </button>
          )}
        </div>
      </footer>
      {cancel.isError && (
        <p className={styles.error} role="alert">
          {cancelError(cancel.error, t)}
        </p>
      )}
    </article>
  );
}
