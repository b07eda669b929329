import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Order } from '@store/shared/schemas/orders';
import { CartSummary } from '../../../components/cart/cart-summary.tsx';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { LineItems } from '../../../components/ui/line-items.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { shippingMethodText } from '../../../lib/shipping-method-text.ts';
import { cardLabel, formatDate } from '../order-format.ts';
import { OrderTimeline } from './order-timeline.tsx';
import { MONEY_BACK_WORDS, PaymentBadge } from './payment-badge.tsx';
import styles from './order-details.module.css';

interface OrderDetailsProps {
  order: Order;
  /** h2 on the confirmation page, h3 inside the details dialog (whose title is the h2). */
  level: 2 | 3;
  /** The dialog shows the order's history too; the confirmation of a new order has none to speak of. */
  withTimeline?: boolean;
  layout: 'page' | 'dialog';
}

/**
 * Everything about one order (storefront §2 Order confirmation, My orders): items with options, quantity
 * and price; totals; shipping and billing addresses; the card; delivery (how it travels, when it should
 * arrive, its tracking); and, when asked, the timeline.
 */
export function OrderDetails({ order, level, withTimeline = false, layout }: OrderDetailsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const Heading = level === 2 ? 'h2' : 'h3';
  const { method, trackingNumber, carrier, estimatedDelivery } = order.shipping;
  const items = order.items.map((item) => ({ ...item, id: item._id }));

  return (
    <div className={`${styles.details} ${styles[layout]}`}>
      <section className={styles.items}>
        <Heading className={styles.heading}>{t('orders.details.items')}</Heading>
        <LineItems items={items} label={t('orders.details.items')} size={layout === 'page' ? 'md' : 'sm'} />
      </section>
      <section className={styles.totals}>
        <Heading className={styles.heading}>{t('orders.details.summary')}</Heading>
        <CartSummary cart={{ ...order.pricing, couponCode: order.couponCode }} />
      </section>
      <div className={styles.facts}>
        <section>
          <Heading className={styles.heading}>{t('orders.details.shippingAddress')}</Heading>
          <AddressLines address={order.shippingAddress} />
        </section>
        <section>
          <Heading className={styles.heading}>{t('orders.details.billingAddress')}</Heading>
          <AddressLines address={order.billingAddress} />
        </section>
        <section>
          <Heading className={styles.heading}>{t('orders.details.payment')}</Heading>
          <p className={styles.fact}>{cardLabel(order.payment, t)}</p>
          {MONEY_BACK_WORDS.includes(order.payment.status) && (
            <p className={styles.fact}>
              <PaymentBadge status={order.payment.status} />
            </p>
          )}
        </section>
        <section>
          <Heading className={styles.heading}>{t('orders.details.delivery')}</Heading>
          <p className={styles.fact}>{shippingMethodText(method, t)}</p>
          <p className={styles.fact}>
            {t('orders.details.estimatedDelivery', { date: formatDate(estimatedDelivery, lang) })}
          </p>
          {trackingNumber && (
            <p className={styles.fact}>
              {carrier
                ? t('orders.details.trackingWithCarrier', { number: trackingNumber, carrier })
                : t('orders.details.tracking', { number: trackingNumber })}
            </p>
          )}
        </section>
      </div>
      {withTimeline && (
        <section className={styles.history}>
          <Heading className={styles.heading}>{t('orders.details.timeline')}</Heading>
          <OrderTimeline timeline={order.timeline} label={t('orders.details.timeline')} />
        </section>
      )}
    </div>
  );
}
