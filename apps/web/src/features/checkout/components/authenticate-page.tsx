import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { MessageCard } from '../../../components/ui/message-card.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { useAuthenticateTestPayment } from '../api/authenticate-test-payment.ts';
import { useTestPaymentStatus } from '../api/retrieve-test-payment.ts';
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
  const payment = useTestPaymentStatus(
    paymentIntentId && clientSecret ? { paymentIntentId, clientSecret } : null,
  );
  const { refetch } = payment;
  const done = payment.data?.returnUrl;

  // Back after paying (a fresh load, or this page restored as it was left): the payment no longer
  // awaits the check, so the shopper goes on to the return page and its confirmation, in place of
  // this entry of the history.
  useEffect(() => {
    if (done) window.location.replace(done);
  }, [done]);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [refetch]);

  // The page is being left for the return page: the buttons stay disabled until it goes.
  const leaving = authenticate.isSuccess || Boolean(done);
  const busy = authenticate.isPending || leaving || payment.isPending;

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
