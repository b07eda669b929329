import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DashboardRecentOrder } from '@store/shared/schemas/admin-dashboard';
import { AdminBadge, orderStatusColor } from '../../../components/admin/admin-badge.tsx';
import { formatAdminDate, formatAdminPrice, shortId } from '../../../components/admin/admin-format.ts';
import { AdminEmptyRow, AdminTable, adminTableStyles } from '../../../components/admin/admin-table.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './dashboard.module.css';

interface RecentOrdersProps {
  orders: readonly DashboardRecentOrder[];
  /** Whether the viewer may open the orders screen; without it the view links are left out. */
  canView: boolean;
}

/**
 * The Recent Orders table: short id, customer, US date, status badge, total and a view link. The
 * heading tops a plain block, not a landmark: the table's own scrolling region already carries the
 * name, and two landmarks of one name could not be told apart.
 */
export function RecentOrders({ orders, canView }: RecentOrdersProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('dashboard.recentOrders')}</h2>
      <AdminTable caption={t('dashboard.recentOrders')}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.columns.order')}</th>
            <th scope="col">{t('dashboard.columns.customer')}</th>
            <th scope="col">{t('dashboard.columns.date')}</th>
            <th scope="col">{t('dashboard.columns.status')}</th>
            <th scope="col" className={adminTableStyles.numeric}>
              {t('dashboard.columns.total')}
            </th>
            {canView && (
              <th scope="col">
                <span className="visually-hidden">{t('dashboard.columns.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {orders.length === 0 ? (
            <AdminEmptyRow colSpan={canView ? 6 : 5} text={t('dashboard.empty')} />
          ) : (
            orders.map((order) => (
              <tr key={order._id}>
                <td className={styles.orderId}>#{shortId(order._id)}</td>
                <td>
                  <div>{`${order.user.firstName} ${order.user.lastName}`.trim()}</div>
                  <div className={adminTableStyles.muted}>{order.user.email}</div>
                </td>
                <td>{formatAdminDate(order.createdAt)}</td>
                <td>
                  <AdminBadge color={orderStatusColor(order.status)}>
                    {t(`common.orderStatus.${order.status}`)}
                  </AdminBadge>
                </td>
                <td className={adminTableStyles.numeric}>{formatAdminPrice(order.total)}</td>
                {canView && (
                  <td>
                    {/* The orders screen opens this order's details from the ?order= parameter. */}
                    <Link
                      to={`/admin/orders?order=${order._id}`}
                      className={adminTableStyles.iconButton}
                      aria-label={t('dashboard.viewOrder', { id: shortId(order._id) })}
                      title={t('dashboard.view')}
                    >
                      <Icon name="eye" size={18} />
                    </Link>
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
    </div>
  );
}
