import { buttonClass } from '../../../components/ui/button.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session-context.ts';
import styles from './order-confirmation-page.module.css';

interface OrderLinkProblemProps {
  error: Error;
  retry: () => void;
}

/**
 * A private link that opens no order (issue 22): not valid, expired, or claimed by an account, whose
 * owner signs in to see it in My orders. A failed call can be tried again.
 */
export function OrderLinkProblem({ error, retry }: OrderLinkProblemProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const answered = error instanceof ApiError && error.status < 500 && error.code !== null;
  const claimed = error instanceof ApiError && error.code === 'ORDER_LINK_CLAIMED';

  return (
    <div className={`container ${styles.page}`}>
      <EmptyState
        icon={claimed ? 'lock' : 'package'}
        level={1}
        title={t('orderLink.unavailable')}
        text={answered ? errorMessage(error, t, t('orderLink.loadFailed')) : t('orderLink.loadFailed')}
      >
        {claimed && (
          // The order is in My orders now; the sign-in page brings the shopper there once signed in.
          <Link to={user ? '/orders' : '/login?redirect=/orders'} className={buttonClass('primary')}>
            {user ? t('orderLink.viewOrders') : t('orderLink.signIn')}
          </Link>
        )}
        {!answered && (
          <button type="button" className={buttonClass('primary')} onClick={retry}>
            {t('orderLink.retry')}
          </button>
        )}
        <Link to="/" className={buttonClass('secondary')}>
          {t('common.backHome')}
        </Link>
      </EmptyState>
    </div>
  );
}
