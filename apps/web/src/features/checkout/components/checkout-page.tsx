import { Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { SignInRedirect } from '../../../components/ui/sign-in-redirect.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCart } from '../../../lib/cart/api/get-cart.ts';
import { guestCheckoutChosen } from '../../../lib/guest-checkout-choice.ts';
import { useSession } from '../../../lib/session-context.ts';
import { preloadAddressFields } from './address-fields.tsx';
import { CheckoutFlow } from './checkout-flow.tsx';
import { preloadGuestContact } from './guest-contact-part.tsx';
import styles from './checkout-page.module.css';

/**
 * /checkout (storefront §2, §6): anonymous shoppers go to /login and come back here once signed in,
 * or as a guest (issue 22); an empty cart goes home; otherwise the three steps beside the order summary.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.checkout.title'));
  const { user } = useSession();
  // Read once: placing a guest's order forgets the choice while this page may still be on screen.
  const [asGuest] = useState(guestCheckoutChosen);
  const guest = !user && asGuest;
  // Checkout follows the server cart: another tab's change shows when this one is back in front.
  const cart = useCart({ alwaysOnFocus: true });
  const { refetch } = cart;
  const refetchCart = useCallback(async () => (await refetch()).data, [refetch]);
  // Only a cart that is empty on arrival sends the shopper home. Placing the order empties the cart,
  // and this page can still be on screen, with the emptied cart read back, while the confirmation
  // opens: it must not send the shopper home instead (seen in the journeys on a loaded machine).
  const [hadItems, setHadItems] = useState(false);
  if (!hadItems && cart.data && cart.data.items.length > 0) setHadItems(true);
  // The address form's code comes while the cart does, not after it.
  useEffect(() => preloadAddressFields(), []);
  // So does a guest's e-mail field, in a chunk of its own.
  useEffect(() => {
    if (guest) preloadGuestContact();
  }, [guest]);

  if (!user && !guest) return <SignInRedirect />;
  if (cart.data?.items.length === 0 && !hadItems) return <Navigate to="/" replace />;

  const loading = (
    <div className={styles.layout} role="status" aria-label={t('checkout.loading')}>
      <Skeleton width="100%" height={520} radius="var(--radius-xl)" />
      <Skeleton width="100%" height={360} radius="var(--radius-lg)" />
    </div>
  );
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      {cart.data ? (
        // As for the cart, the steps wait here for their address form's code: no step shows without
        // its fields (a Tab from its heading would miss them).
        <Suspense fallback={loading}>
          {/* A guest who signs in meanwhile starts the account's checkout afresh. */}
          <CheckoutFlow key={user?.id ?? ''} cart={cart.data} user={user} refetchCart={refetchCart} />
        </Suspense>
      ) : cart.isPending ? (
        loading
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
