import { useParams } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SignInRedirect } from '../../../components/ui/sign-in-redirect.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderDetails } from './order-details.tsx';
import { OrderHero } from './order-hero.tsx';
import { OrderPageLoading } from './order-page-loading.tsx';
import styles from './order-confirmation-page.module.css';

/**
 * /order-confirmation/{orderId} (storefront §2): thanks, the order's number, status, shipping method
 * and estimated delivery, everything bought and where it goes. An order that cannot be read (not
 * found, not this customer's, a failed call) shows an order-not-found title and the way home.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.orderConfirmation.title'));
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
  if (!order) return <OrderPageLoading label={t('orderConfirmation.loading')} />;

  return (
    <div className={`container ${styles.page}`}>
      <OrderHero order={order} title={t('orderConfirmation.title')} text={t('orderConfirmation.text')} />
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
