import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { MessageCard } from '../../../components/ui/message-card.tsx';
import { SignInRedirect } from '../../../components/ui/sign-in-redirect.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCart } from '../../../lib/cart/api/get-cart.ts';
import { guestCheckoutChosen } from '../../../lib/guest-checkout-choice.ts';
import { useSession } from '../../../lib/session-context.ts';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { checkoutErrorText } from '../checkout-error.ts';
import styles from './provider-pages.module.css';

/**
 * /checkout/complete, where the card provider sends the shopper back after a redirect (3-D Secure):
 * `redirect_status=succeeded` places the order and shows its confirmation; anything else says the
 * payment failed, with the way back to checkout (storefront §2, §4).
 */
export function CheckoutCompletePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.checkoutComplete.title'));
  const { user } = useSession();
  // A guest's payment (issue 22) is confirmed as a customer's; read once, as placing it forgets it.
  const [asGuest] = useState(guestCheckoutChosen);
  const shopper = user !== null || asGuest;
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const succeeded = params.get('redirect_status') === 'succeeded' && paymentIntentId !== null;
  const cart = useCart();
  const place = useConfirmPayment();
  const { mutate: placeOrder } = place;
  const cartId = cart.data?._id ?? null;

  // Once per visit, even when React runs effects twice: the server would answer the same order anyway.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !succeeded || !shopper || !cartId) return;
    started.current = true;
    placeOrder(
      { paymentIntentId, cartId, paymentMethod: 'card' },
      { onError: (error) => logCallFailure('Failed to confirm payment', error) },
    );
  }, [succeeded, shopper, cartId, paymentIntentId, placeOrder]);

  if (!shopper) return <SignInRedirect />;

  const failure = !succeeded
    ? t('checkout.complete.failedText')
    : place.isError
      ? checkoutErrorText(place.error, 'confirm', t)
      : cart.data && !cartId
        ? t('checkout.errors.noCart')
        : null;

  if (failure === null) {
    return (
      <div className={`container ${styles.page}`}>
        <p className={styles.confirming} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('checkout.complete.confirming')}
        </p>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <MessageCard icon="alert" title={t('checkout.complete.failedTitle')} text={failure}>
        <Link to="/checkout" className={buttonClass('primary')}>
          {t('checkout.complete.backToCheckout')}
        </Link>
      </MessageCard>
    </div>
  );
}
