import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { chooseGuestCheckout } from '../../../lib/guest-checkout-choice.ts';
import { usePaymentConfig } from '../../checkout/api/get-payment-config.ts';
import styles from './login-page.module.css';

/**
 * "Continue as guest" under the sign-in form that checkout sent the shopper to (issue 22): back to
 * checkout without an account, remembered for the tab. Not offered when the shop owner has turned
 * guest checkout off, nor before the shop has said it is on.
 */
export function ContinueAsGuest({ checkout }: { checkout: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const config = usePaymentConfig();
  if (!config.data?.guestCheckout) return null;

  const onContinue = () => {
    chooseGuestCheckout();
    // In place of this page, as the sign-in would have: Back leaves checkout for where it came from.
    void navigate(checkout, { replace: true });
  };
  return (
    <section className={styles.guest} aria-labelledby={titleId}>
      <p className={styles.or} aria-hidden="true">
        <span>{t('guestCheckout.or')}</span>
      </p>
      <h2 id={titleId} className={styles.guestTitle}>
        {t('guestCheckout.title')}
      </h2>
      <p className={styles.guestText}>{t('guestCheckout.text')}</p>
      <button
        type="button"
        className={`${buttonClass('secondary', 'lg')} ${styles.guestButton}`}
        onClick={onContinue}
      >
        {t('guestCheckout.continue')}
      </button>
    </section>
  );
}
