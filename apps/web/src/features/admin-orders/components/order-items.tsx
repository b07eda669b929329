import type { AdminOrder } from '@store/shared/schemas/admin-orders';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAdminPrice } from '../../../components/admin/admin-format.ts';
import { AdminTable, adminTableStyles } from '../../../components/admin/admin-table.tsx';
import styles from './orders-screen.module.css';

/** The order's lines as bought (name, options, quantity, unit price, line total) and its totals. */
export function OrderItems({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const { pricing } = order;
  const totals: [label: string, value: string][] = [
    [t('orders.details.subtotal'), formatAdminPrice(pricing.subtotal)],
    ...(pricing.discount > 0
      ? [
          [
            order.couponCode
              ? `${t('orders.details.discount')} (${order.couponCode})`
              : t('orders.details.discount'),
            `−${formatAdminPrice(pricing.discount)}`,
          ] as [string, string],
        ]
      : []),
    [t('orders.details.tax'), formatAdminPrice(pricing.tax)],
    [
      t('orders.details.shipping'),
      pricing.shipping === 0 ? t('orders.details.free') : formatAdminPrice(pricing.shipping),
    ],
  ];
  return (
    <section className={styles.section} aria-labelledby="order-items-title">
      <h3 id="order-items-title" className={styles.sectionTitle}>
        {t('orders.details.items')}
      </h3>
      <AdminTable caption={t('orders.details.items')}>
        <thead>
          <tr>
            <th scope="col">{t('orders.details.product')}</th>
            <th scope="col" className={adminTableStyles.numeric}>
              {t('orders.details.quantity')}
            </th>
            <th scope="col" className={adminTableStyles.numeric}>
              {t('orders.details.price')}
            </th>
            <th scope="col" className={adminTableStyles.numeric}>
              {t('orders.details.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => {
            const options = Object.entries(item.selectedOptions)
              .map(([name, value]) => `${name}: ${value}`)
              .join(', ');
            return (
              <tr key={item._id}>
                <td>
                  <div>{item.name}</div>
                  {options && <div className={adminTableStyles.muted}>{options}</div>}
                </td>
                <td className={adminTableStyles.numeric}>{item.quantity}</td>
                <td className={adminTableStyles.numeric}>{formatAdminPrice(item.price)}</td>
                <td className={adminTableStyles.numeric}>{formatAdminPrice(item.lineTotal)}</td>
              </tr>
            );
          })}
        </tbody>
      </AdminTable>
      <dl className={styles.totals}>
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.grandTotal}>
          <dt>{t('orders.details.total')}</dt>
          <dd>{formatAdminPrice(pricing.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
