import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { SignInRedirect } from '../../../components/ui/sign-in-redirect.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCart } from '../../../lib/cart/api/get-cart.ts';
import { useSession } from '../../../lib/session-context.ts';
import { CheckoutFlow } from './checkout-flow.tsx';
import styles from './checkout-page.module.css';

/**
 * /checkout (storefront §2, §6): anonymous shoppers go to /login and come back here once signed in;
 * an empty cart goes home; otherwise the three steps beside the order summary.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.checkout.title'));
  const { user } = useSession();
  // Checkout follows the server cart: another tab's change shows when this one is back in front.
  const cart = useCart({ alwaysOnFocus: true });
  const { refetch } = cart;
  const refetchCart = useCallback(async () => (await refetch()).data, [refetch]);
  // Only a cart that is empty on arrival sends the shopper home. Placing the order empties the cart,
  // and this page can still be on screen, with the emptied cart read back, while the confirmation
  // opens: it must not send the shopper home instead (seen in the journeys on a loaded machine).
  const [hadItems, setHadItems] = useState(false);
  if (!hadItems && cart.data && cart.data.items.length > 0) setHadItems(true);

  if (!user) return <SignInRedirect />;
  if (cart.data?.items.length === 0 && !hadItems) return <Navigate to="/" replace />;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      {cart.data ? (
        <CheckoutFlow cart={cart.data} user={user} refetchCart={refetchCart} />
      ) : cart.isPending ? (
        <div className={styles.layout} role="status" aria-label={t('checkout.loading')}>
          <Skeleton width="100%" height={520} radius="var(--radius-xl)" />
          <Skeleton width="100%" height={360} radius="var(--radius-lg)" />
        </div>
      ) : (
        // Storefront §8: without a server cart there is nothing to check out.
        <div className={styles.problem}>
          <FormStatusLine status={{ kind: 'error', text: t('checkout.errors.noCart') }} />
          <button type="button" className={buttonClass('secondary')} onClick={() => void cart.refetch()}>
            {t('cart.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
