import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { MessageCard } from '../../../components/ui/message-card.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { useAuthenticateTestPayment } from '../api/authenticate-test-payment.ts';
import { checkoutErrorText } from '../checkout-error.ts';
import styles from './provider-pages.module.css';

/**
 * /checkout/authenticate: the test provider's stand-in for a bank's 3-D Secure page. The shopper passes
 * or fails the check; either way the provider names the return page (/checkout/complete), reached with
 * a full page load as a real bank's redirect would be.
 */
export function AuthenticatePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.checkoutAuthenticate.title'));
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  const authenticate = useAuthenticateTestPayment();
  // The page is being left for the return page: the buttons stay disabled until it goes.
  const leaving = authenticate.isSuccess;
  const busy = authenticate.isPending || leaving;

  if (!paymentIntentId || !clientSecret) {
    return (
      <div className={`container ${styles.page}`}>
        <MessageCard
          icon="alert"
          title={t('checkout.authenticate.title')}
          text={t('checkout.authenticate.incomplete')}
        >
          <Link to="/checkout" className={buttonClass('primary')}>
            {t('checkout.complete.backToCheckout')}
          </Link>
        </MessageCard>
      </div>
    );
  }

  const finish = (outcome: 'complete' | 'fail') =>
    authenticate.mutate(
      { paymentIntentId, clientSecret, outcome },
      {
        onSuccess: ({ returnUrl }) => window.location.assign(returnUrl),
        onError: (error) => logCallFailure('Failed to authenticate the payment', error),
      },
    );

  return (
    <div className={`container ${styles.page}`}>
      <MessageCard
        icon="shield"
        title={t('checkout.authenticate.title')}
        text={t('checkout.authenticate.text')}
      >
        {authenticate.isError && (
          <FormStatusLine
            status={{ kind: 'error', text: checkoutErrorText(authenticate.error, 'payment', t) }}
          />
        )}
        <div className={styles.choices}>
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            disabled={busy}
            onClick={() => finish('complete')}
          >
            {t('checkout.authenticate.complete')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'lg')}
            disabled={busy}
            onClick={() => finish('fail')}
          >
            {t('checkout.authenticate.fail')}
          </button>
        </div>
      </MessageCard>
    </div>
  );
}
