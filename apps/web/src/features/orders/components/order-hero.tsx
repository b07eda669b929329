import type { Ref } from 'react';
import type { Order } from '@store/shared/schemas/orders';
import { IconBadge } from '../../../components/ui/icon-badge.tsx';
import type { IconName } from '../../../components/ui/icon.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../order-format.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './order-hero.module.css';

interface OrderHeroProps {
  order: Order;
  /** The page's h1. */
  title: string;
  text: string;
  icon?: IconName;
  /** The heading, so focus can move to it when the view opens. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * The head of an order's own page (the confirmation, a guest's private link): the page's title, and the
 * order's number, date, shipping method, estimated delivery and status.
 */
export function OrderHero({ order, title, text, icon = 'check', titleRef }: OrderHeroProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <header className={styles.hero}>
      <IconBadge name={icon} className={styles.badge} />
      <div className={styles.heroText}>
        <h1 className={styles.title} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orderConfirmation.number')}</dt>
          <dd className={styles.number}>{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('orderConfirmation.date')}</dt>
          <dd>{formatDate(order.createdAt, lang)}</dd>
        </div>
        <div>
          <dt>{t('orderConfirmation.shippingMethod')}</dt>
          <dd>{t(`shippingMethods.${order.shipping.method}`)}</dd>
        </div>
        <div>
          <dt>{t('orderConfirmation.estimatedDelivery')}</dt>
          <dd>{formatDate(order.shipping.estimatedDelivery, lang)}</dd>
        </div>
        <div>
          <dt>{t('orderConfirmation.status')}</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
      </dl>
    </header>
  );
}
