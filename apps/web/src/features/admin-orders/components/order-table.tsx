import type { AdminOrderRow } from '@store/shared/schemas/admin-orders';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ADMIN_COLORS, AdminBadge, orderStatusColor } from '../../../components/admin/admin-badge.tsx';
import { formatAdminDate, formatAdminPrice } from '../../../components/admin/admin-format.ts';
import {
  AdminEmptyRow,
  AdminIconButton,
  AdminTable,
  adminTableStyles,
} from '../../../components/admin/admin-table.tsx';
import styles from './orders-screen.module.css';

interface OrderTableProps {
  orders: readonly AdminOrderRow[];
  onView: (order: AdminOrderRow) => void;
}

/**
 * The orders table: number, customer, US date, units, dollars, status badge (with 'Refund pending'
 * while the provider still owes a cancelled or refunded order's money) and a view button.
 */
export function OrderTable({ orders, onView }: OrderTableProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminTable caption={t('orders.table.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('orders.table.order')}</th>
          <th scope="col">{t('orders.table.customer')}</th>
          <th scope="col">{t('orders.table.date')}</th>
          <th scope="col" className={adminTableStyles.numeric}>
            {t('orders.table.items')}
          </th>
          <th scope="col" className={adminTableStyles.numeric}>
            {t('orders.table.total')}
          </th>
          <th scope="col">{t('orders.table.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('orders.table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.length === 0 ? (
          <AdminEmptyRow colSpan={7} text={t('orders.empty')} />
        ) : (
          orders.map((order) => (
            <tr key={order._id}>
              <td className={styles.orderNumber}>{order.orderNumber}</td>
              <td>
                <div>{`${order.user.firstName} ${order.user.lastName}`.trim()}</div>
                <div className={adminTableStyles.muted}>{order.user.email}</div>
              </td>
              <td>{formatAdminDate(order.createdAt)}</td>
              <td className={adminTableStyles.numeric}>{order.itemCount}</td>
              <td className={adminTableStyles.numeric}>{formatAdminPrice(order.pricing.total)}</td>
              <td>
                <AdminBadge color={orderStatusColor(order.status)}>
                  {t(`common.orderStatus.${order.status}`)}
                </AdminBadge>
                {order.payment.status === 'refund_pending' && (
                  <div className={styles.refundPendingBadge}>
                    <AdminBadge color={ADMIN_COLORS.amber}>{t('orders.refundPendingBadge')}</AdminBadge>
                  </div>
                )}
              </td>
              <td>
                <div className={adminTableStyles.actions}>
                  <AdminIconButton
                    icon="eye"
                    label={t('orders.view', { number: order.orderNumber })}
                    onClick={() => onView(order)}
                  />
                </div>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
