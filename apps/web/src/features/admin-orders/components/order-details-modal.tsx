import { SHIPPING_RATES } from '@store/shared/constants';
import type { AdminOrder } from '@store/shared/schemas/admin-orders';
import type { ReactNode } from 'react';
import { countryName } from '@store/shared/country-names';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessageOf } from '../../../components/admin/admin-api.ts';
import { AdminBadge, orderStatusColor } from '../../../components/admin/admin-badge.tsx';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { formatAdminDate } from '../../../components/admin/admin-format.ts';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminModal } from '../../../components/admin/admin-modal.tsx';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { OrderItems } from './order-items.tsx';
import { OrderStatusForm } from './order-status-form.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import styles from './orders-screen.module.css';

/** A titled card of label/value lines; empty values are left out. */
function InfoCard({ title, rows }: { title: string; rows: [label: string, value: ReactNode][] }) {
  return (
    <section className={styles.card}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <dl className={styles.info}>
        {rows
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const { t, language } = useTranslation('admin');
  const { user, payment, shipping, shippingAddress: a } = order;
  const brand = payment.cardBrand ? payment.cardBrand[0]?.toUpperCase() + payment.cardBrand.slice(1) : null;
  const card =
    brand && payment.lastFour
      ? t('orders.payment.cardEnding', { brand, lastFour: payment.lastFour })
      : payment.method === 'card'
        ? t('orders.payment.card')
        : payment.method;
  const tracking = [shipping.carrier, shipping.trackingNumber].filter(Boolean).join(' · ');
  // The delivery time comes from the rate table the order was priced and dated by.
  const [from, to] = SHIPPING_RATES[shipping.method].days;
  const method = t('orders.shippingMethods.withTime', {
    method: t(`orders.shippingMethods.${shipping.method}`),
    from,
    to,
  });
  return (
    <>
      <div className={styles.cards}>
        <InfoCard
          title={t('orders.details.customer')}
          rows={[
            [t('orders.details.name'), `${user.firstName} ${user.lastName}`.trim()],
            [t('orders.details.email'), <a href={`mailto:${user.email}`}>{user.email}</a>],
            [t('orders.details.phone'), user.phone],
          ]}
        />
        <InfoCard
          title={t('orders.details.orderInfo')}
          rows={[
            [t('orders.details.orderNumber'), order.orderNumber],
            [t('orders.details.date'), formatAdminDate(order.createdAt)],
            [
              t('orders.details.status'),
              <AdminBadge color={orderStatusColor(order.status)}>
                {t(`common.orderStatus.${order.status}`)}
              </AdminBadge>,
            ],
            [t('orders.details.payment'), `${card} (${t(`orders.payment.status.${payment.status}`)})`],
            [t('orders.details.shippingMethod'), method],
            [t('orders.details.estimatedDelivery'), formatAdminDate(shipping.estimatedDelivery)],
            [t('orders.details.tracking'), tracking],
          ]}
        />
        <InfoCard
          title={t('orders.details.shippingAddress')}
          rows={[
            [t('orders.details.name'), `${a.firstName} ${a.lastName}`.trim()],
            [
              t('orders.details.shippingAddress'),
              <address className={styles.address}>
                {a.street}
                <br />
                {[a.city, a.state, a.zipCode].filter(Boolean).join(', ')}
                <br />
                {countryName(a.country, language)}
              </address>,
            ],
            [t('orders.details.phone'), a.phone],
          ]}
        />
      </div>
      <OrderItems order={order} />
      <OrderStatusForm order={order} />
      <OrderTimeline timeline={order.timeline} />
    </>
  );
}

/**
 * The order details dialog (admin §2): customer, order information (with how it ships and when it
 * should arrive), shipping address, items, the status update form and the timeline. It reads the
 * order itself, so it opens from a link as well.
 */
export function OrderDetailsModal({
  orderId,
  title,
  onClose,
}: {
  orderId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const query = useAdminOrder(orderId);
  return (
    <AdminModal
      open
      onClose={onClose}
      title={query.data ? t('orders.details.title', { number: query.data.orderNumber }) : title}
      size="lg"
    >
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminErrorBanner
          message={t('orders.details.loadFailed', { message: errorMessageOf(query.error) })}
        />
      ) : (
        <OrderDetails order={query.data} />
      )}
    </AdminModal>
  );
}
