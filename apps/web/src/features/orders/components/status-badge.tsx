import { useTranslation } from '../../../i18n/use-translation.ts';
import type { OrderStatus } from '@store/shared/constants';
import styles from './status-badge.module.css';

/** An order's status in its colour (storefront §4): pending orange, confirmed and processing blue, … */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[status]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {t(`orders.status.${status}`)}
    </span>
  );
}
