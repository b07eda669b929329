import { useEffect, useId, useRef } from 'react';
import type { Order } from '@store/shared/schemas/orders';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { useCancelOrderLink } from '../api/cancel-order-link.ts';
import { cancelError } from '../cancel-error.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import styles from './order-link-page.module.css';

/**
 * Cancel through the private link (issue 22), with My orders' confirmation, while the order may be
 * cancelled. Once cancelled the page shows the order read back; the box says so and takes the focus
 * the vanished button had.
 */
export function OrderLinkCancel({ order, token }: { order: Order; token: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const cancel = useCancelOrderLink(token);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const done = cancel.isSuccess;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (!order.canCancel && !done && !cancel.isError) return null;

  const onCancel = () => {
    if (!window.confirm(t('orders.cancelConfirm'))) return;
    cancel.mutate(undefined, { onError: (error) => logCallFailure('Failed to cancel order', error) });
  };
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.boxTitle}>
        {done ? t('orderLink.cancel.doneTitle') : t('orderLink.cancel.title')}
      </h2>
      {order.canCancel && <p className={styles.boxText}>{t('orderLink.cancel.text')}</p>}
      <div className={styles.actions}>
        {order.canCancel && (
          <CancelOrderButton onClick={onCancel} pending={cancel.isPending} className={styles.danger} />
        )}
        <p className={styles.note} role="status" ref={doneRef} tabIndex={-1}>
          {done && t('orderLink.cancel.done')}
        </p>
      </div>
      {cancel.isError && (
        <p className={`${styles.note} ${styles.danger}`} role="alert">
          {cancelError(cancel.error, t)}
        </p>
      )}
    </section>
  );
}
