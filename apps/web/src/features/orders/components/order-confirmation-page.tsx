import { useParams } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { IconBadge } from '../../../components/ui/icon-badge.tsx';
import { SignInRedirect } from '../../../components/ui/sign-in-redirect.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useOrder } from '../api/get-order.ts';
import { formatDate } from '../order-format.ts';
import { OrderDetails } from './order-details.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './order-confirmation-page.module.css';

/**
 * /order-confirmation/{orderId} (storefront §2): thanks, the order's number, status, shipping method
 * and estimated delivery, everything bought and where it goes. An order that cannot be read (not
 * found, not this customer's, a failed call) shows an order-not-found title and the way home.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.orderConfirmation.title'));
  const lang = useLanguage();
  const { orderId = '' } = useParams();
  const { token } = useSession();
  const query = useOrder(orderId);
  const order = query.data;

  if (!token) return <SignInRedirect />;
  if (query.isError) {
    return (
      <div className={`container ${styles.page}`}>
        <EmptyState
          icon="package"
          level={1}
          title={t('orderConfirmation.notFound.title')}
          text={
            isNotFoundError(query.error)
              ? t('apiErrors.ORDER_NOT_FOUND')
              : t('orderConfirmation.notFound.text')
          }
        >
          <Link to="/" className={buttonClass('primary')}>
            {t('common.backHome')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (!order) {
    return (
      <div className={`container ${styles.page}`} role="status" aria-label={t('orderConfirmation.loading')}>
        <Skeleton width="100%" height={160} radius="var(--radius-xl)" />
        <Skeleton width="100%" height={420} radius="var(--radius-lg)" />
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <IconBadge name="check" className={styles.badge} />
        <div className={styles.heroText}>
          <h1 className={styles.title}>{t('orderConfirmation.title')}</h1>
          <p className={styles.text}>{t('orderConfirmation.text')}</p>
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
      <OrderDetails order={order} level={2} layout="page" />
      <div className={styles.links}>
        <Link to="/orders" className={buttonClass('primary', 'lg')}>
          {t('orderConfirmation.viewOrders')}
        </Link>
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          {t('orderConfirmation.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
