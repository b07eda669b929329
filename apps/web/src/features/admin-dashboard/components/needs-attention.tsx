import { Link } from '../../../components/ui/link.tsx';
import type { DashboardRefundIssue } from '@store/shared/schemas/admin-dashboard';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAdminPrice, formatAdminTime } from '../../../components/admin/admin-format.ts';
import { AdminTable, adminTableStyles } from '../../../components/admin/admin-table.tsx';
import styles from './dashboard.module.css';

interface NeedsAttentionProps {
  refunds: readonly DashboardRefundIssue[];
  /** Whether the viewer may open the orders screen; without it the order numbers are not links. */
  canView: boolean;
}

/**
 * Refunds the provider keeps refusing (three times or more). They are still tried automatically; the
 * list is for a person to look at the card or the provider. Nothing is shown while there are none.
 */
export function NeedsAttention({ refunds, canView }: NeedsAttentionProps) {
  const { t } = useTranslation('admin');
  if (refunds.length === 0) return null;
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('dashboard.needsAttention.title')}</h2>
      <p className={adminTableStyles.muted}>{t('dashboard.needsAttention.intro')}</p>
      <AdminTable caption={t('dashboard.needsAttention.title')}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.needsAttention.columns.order')}</th>
            <th scope="col" className={adminTableStyles.numeric}>
              {t('dashboard.needsAttention.columns.owed')}
            </th>
            <th scope="col" className={adminTableStyles.numeric}>
              {t('dashboard.needsAttention.columns.attempts')}
            </th>
            <th scope="col">{t('dashboard.needsAttention.columns.lastError')}</th>
            <th scope="col">{t('dashboard.needsAttention.columns.nextTry')}</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund._id}>
              <td>
                {refund.orderId === null ? (
                  t('dashboard.needsAttention.unplaced', { email: refund.email ?? '' })
                ) : canView ? (
                  <Link to={`/admin/orders?order=${refund.orderId}`} className={styles.orderLink}>
                    {refund.orderNumber}
                  </Link>
                ) : (
                  refund.orderNumber
                )}
              </td>
              <td className={adminTableStyles.numeric}>{formatAdminPrice(refund.owed)}</td>
              <td className={adminTableStyles.numeric}>{refund.attempts}</td>
              <td>{refund.lastError ?? t('dashboard.needsAttention.noAnswer')}</td>
              <td>{formatAdminTime(refund.nextTryAt)}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </div>
  );
}
