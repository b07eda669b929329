import { useEffect, useId, useRef, useState } from 'react';
import type { Order } from '@store/shared/schemas/orders';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { readGuestOrderLinks, tokensToClaim } from '../../../lib/guest-order-links.ts';
import { useSession } from '../../../lib/session-context.ts';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { useClaimOrders } from '../api/claim-orders.ts';
import { AccountForm } from './account-form.tsx';
import styles from './order-link-page.module.css';

export interface ClaimOrderBoxProps {
  order: Order;
  /** The private link's token, which proves the order is the shopper's. */
  token: string;
  /** The order is in the account now: its link no longer works. */
  onClaimed: () => void;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A guest order into an account (issue 22): a guest creates one with the order's e-mail (or signs in
 * to the one it has), a customer signed in with that e-mail adds it; then every guest order this
 * browser keeps a link of is claimed, and the box says where to find it. Someone signed in with
 * another e-mail is offered nothing: the server would refuse.
 */
export function ClaimOrderBox({ order, token, onClaimed }: ClaimOrderBoxProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const titleId = useId();
  const claim = useClaimOrders();
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const addToAccount = () =>
    claim.mutate(tokensToClaim(readGuestOrderLinks(), token), {
      onSuccess: () => {
        setDone(true);
        onClaimed();
      },
      onError: (error) => logCallFailure('Failed to claim the order', error),
    });

  if (done) {
    return (
      <section className={styles.box} aria-labelledby={titleId}>
        <h2 id={titleId} ref={doneRef} tabIndex={-1} className={styles.boxTitle}>
          {t('orderLink.account.doneTitle')}
        </h2>
        <p className={styles.boxText} role="status">
          {t('orderLink.account.done', { number: order.orderNumber })}
        </p>
        <div className={styles.actions}>
          <Link to={`/orders?order=${encodeURIComponent(order._id)}`} className={buttonClass('primary')}>
            {t('orderLink.account.view')}
          </Link>
        </div>
      </section>
    );
  }
  if (!user) return <AccountForm order={order} onSignedIn={addToAccount} />;
  if (!sameEmail(user.email, order.email)) return null;
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.boxTitle}>
        {t('orderLink.account.addTitle')}
      </h2>
      <p className={styles.boxText}>{t('orderLink.account.signedIn', { email: user.email })}</p>
      {claim.isError && (
        <FormStatusLine
          status={{ kind: 'error', text: errorMessage(claim.error, t, t('common.somethingWentWrong')) }}
        />
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={addToAccount}
          disabled={claim.isPending}
        >
          {claim.isPending ? t('auth.processing') : t('orderLink.account.add')}
        </button>
      </div>
    </section>
  );
}

/** The words of signing in and up, which the page leaves to this box's chunk. */
export { default as texts } from 'texts:auth';
