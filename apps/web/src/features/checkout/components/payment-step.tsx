import { lazy, Suspense, useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatePaymentIntentResponse } from '@store/shared/schemas/checkout';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { useFormStatus } from '../../../components/ui/form/use-form-status.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dateLocale, useLanguage } from '../../../i18n/use-language.ts';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { addressBody } from '../checkout-address.ts';
import { billingOf, type CheckoutDetails } from '../checkout-details.ts';
import { checkoutErrorText } from '../checkout-error.ts';
import type { PaymentFormProps } from './payment-form.ts';
import { TestCardForm } from './test-card-form.tsx';
import card from '../../../components/ui/form/form-card.module.css';
import styles from './checkout-page.module.css';

// Stripe's libraries come with this chunk only, and only when Stripe is the store's provider.
const StripePayment = lazy(() => import('./stripe-payment.tsx'));

interface PaymentStepProps {
  intent: CreatePaymentIntentResponse;
  cartId: string;
  details: CheckoutDetails;
  onBack: () => void;
  titleRef: Ref<HTMLHeadingElement>;
}

/**
 * Step 3: the card, taken by the store's provider (GET /api/payment/config). Once the provider reports
 * 'succeeded', the order is placed and the shopper goes to its confirmation (storefront §4).
 */
export function PaymentStep({ intent, cartId, details, onBack, titleRef }: PaymentStepProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const config = usePaymentConfig();
  const place = useConfirmPayment();
  const { status, fail, clear } = useFormStatus();

  const onSucceeded = (paymentIntentId: string) => {
    clear();
    place.mutate(
      {
        paymentIntentId,
        cartId,
        shippingAddress: addressBody(details.shipping),
        billingAddress: addressBody(billingOf(details)),
        paymentMethod: 'card',
      },
      {
        onError: (error) => {
          logCallFailure('Failed to confirm payment', error);
          fail(checkoutErrorText(error, 'confirm', t));
        },
      },
    );
  };
  const formProps: PaymentFormProps = {
    intent,
    status,
    fail,
    clear,
    placing: place.isPending,
    onSucceeded,
    onBack,
  };
  const reservedUntil = new Date(intent.reservedUntil).toLocaleTimeString(dateLocale(lang), {
    hour: 'numeric',
    minute: '2-digit',
  });
  const loading = (
    <div className={styles.paymentLoading} role="status" aria-label={t('checkout.payment.loading')}>
      <Skeleton width="100%" height={46} radius="var(--radius-md)" />
      <Skeleton width="100%" height={46} radius="var(--radius-md)" />
    </div>
  );

  const provider = config.data;
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <div className={card.cardHeader}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={card.cardTitle}>
          {t('checkout.payment.title')}
        </h2>
        <p className={card.cardText}>{t('checkout.payment.text')}</p>
        <p className={card.cardText}>{t('checkout.payment.reserved', { time: reservedUntil })}</p>
      </div>
      {provider === undefined ? (
        config.isError ? (
          <>
            <FormStatusLine status={{ kind: 'error', text: t('checkout.errors.payment') }} />
            <button type="button" className={buttonClass('secondary')} onClick={() => void config.refetch()}>
              {t('cart.retry')}
            </button>
          </>
        ) : (
          loading
        )
      ) : provider.provider === 'stripe' && provider.publishableKey ? (
        <Suspense fallback={loading}>
          <StripePayment publishableKey={provider.publishableKey} {...formProps} />
        </Suspense>
      ) : provider.provider === 'test' ? (
        <TestCardForm {...formProps} />
      ) : (
        // Stripe named without its publishable key: the server is misconfigured, nothing can be paid.
        <FormStatusLine status={{ kind: 'error', text: t('checkout.errors.payment') }} />
      )}
    </section>
  );
}
