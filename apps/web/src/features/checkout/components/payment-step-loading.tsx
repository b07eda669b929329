import { useId, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import card from '../../../components/ui/form/form-card.module.css';
import styles from './checkout-page.module.css';

/** The payment card's heading and its two lines of text. */
export function PaymentHeader({
  titleId,
  titleRef,
  reserved,
}: {
  titleId: string;
  titleRef: Ref<HTMLHeadingElement>;
  reserved?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={card.cardHeader}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={card.cardTitle}>
        {t('checkout.payment.title')}
      </h2>
      <p className={card.cardText}>{t('checkout.payment.text')}</p>
      {reserved && <p className={card.cardText}>{t('checkout.payment.reserved', { time: reserved })}</p>}
    </div>
  );
}

export function PaymentFormLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.paymentLoading} role="status" aria-label={t('checkout.payment.loading')}>
      <Skeleton width="100%" height={46} radius="var(--radius-md)" />
      <Skeleton width="100%" height={46} radius="var(--radius-md)" />
    </div>
  );
}

/**
 * Step 3 while its intent is asked for (back on the payment step after a page load) or while its code
 * arrives.
 */
export function PaymentStepLoading({ titleRef }: { titleRef: Ref<HTMLHeadingElement> }) {
  const titleId = useId();
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <PaymentHeader titleId={titleId} titleRef={titleRef} />
      <PaymentFormLoading />
    </section>
  );
}
