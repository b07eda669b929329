import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Order } from '@store/shared/schemas/orders';
import { Modal, ModalCloseButton } from '../../../components/ui/modal.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDate } from '../order-format.ts';
import { OrderDetails } from './order-details.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './order-details-modal.module.css';

interface OrderDetailsModalProps {
  /** The order shown; null when the dialog is closed. */
  order: Order | null;
  onClose: () => void;
}

/** An order's details in a dialog (storefront §2 My orders): items, totals, addresses, payment, timeline. */
export function OrderDetailsModal({ order, onClose }: OrderDetailsModalProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  return (
    <Modal open={order !== null} onClose={onClose} labelledBy={titleId} className={styles.dialog}>
      {order && (
        <div className={styles.body}>
          <header className={styles.head}>
            <div className={styles.titles}>
              <h2 id={titleId} className={styles.title}>
                {t('orders.details.title', { number: order.orderNumber })}
              </h2>
              <p className={styles.date}>
                {t('orders.card.placedOn', { date: formatDate(order.createdAt, lang) })}
              </p>
            </div>
            <StatusBadge status={order.status} />
            <ModalCloseButton onClick={onClose} label={t('orders.details.close')} />
          </header>
          <OrderDetails order={order} level={3} layout="dialog" withTimeline />
        </div>
      )}
    </Modal>
  );
}
