import { lazy, Suspense, useCallback, useEffect, useId, useRef, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatPrice } from '@store/shared/money';
import type { Cart } from '@store/shared/schemas/cart';
import type { CreatePaymentIntentResponse } from '@store/shared/schemas/checkout';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { useFormStatus } from '../../../components/ui/form/use-form-status.ts';
import { dateLocale, useLanguage } from '../../../i18n/use-language.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { addressBody } from '../checkout-address.ts';
import { billingOf, type CheckoutDetails } from '../checkout-details.ts';
import { checkoutErrorText } from '../checkout-error.ts';
import { cartKey, type useCheckoutIntent } from '../use-checkout-intent.ts';
import type { PaymentFormProps } from './payment-form.ts';
import { PaymentFormLoading, PaymentHeader } from './payment-step-loading.tsx';
import { TestCardForm } from './test-card-form.tsx';
import card from '../../../components/ui/form/form-card.module.css';

// Stripe's libraries come with this chunk only, and only when Stripe is the store's provider.
const StripePayment = lazy(() => import('./stripe-payment.tsx'));

interface PaymentStepProps {
  payment: ReturnType<typeof useCheckoutIntent>;
  intent: CreatePaymentIntentResponse;
  /** The server cart as last read: another tab's change shows here when this one regains focus. */
  cart: Cart;
  cartId: string;
  details: CheckoutDetails;
  onBack: () => void;
  titleRef: Ref<HTMLHeadingElement>;
}

/**
 * Step 3: the card, taken by the store's provider (GET /api/payment/config). Once the provider reports
 * 'succeeded', the order is placed and the shopper goes to its confirmation (storefront §4). The amount
 * follows the server cart: a change made in another tab moves the intent before the card is taken, and
 * a refund that happens anyway is said, with its amount, before a new intent is offered.
 */
export function PaymentStep({ payment, intent, cart, cartId, details, onBack, titleRef }: PaymentStepProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const config = usePaymentConfig();
  const place = useConfirmPayment();
  const { status, fail, clear } = useFormStatus();
  const { request, stillCurrent, syncing } = payment;

  /** Moves the intent to the cart as it is now and tells the shopper the new amount. */
  const changed = useCallback(
    (renewed: CreatePaymentIntentResponse) =>
      fail(t('checkout.payment.cartChanged', { amount: formatPrice(renewed.amount) })),
    [fail, t],
  );

  // Once the payment is being placed, the cart read next is the one the order emptied: the page is on
  // its way to the confirmation, and an intent for it would be refused (the cart is empty).
  const ordering = place.isPending || place.isSuccess;
  // A cart read again (focus on this tab) that differs from the one being paid for: move the intent
  // now, so the summary and the amount on the button agree again. Only a newly read cart counts: the
  // one on screen may lag a render behind an intent just made.
  const seen = useRef(cartKey(cart));
  useEffect(() => {
    const key = cartKey(cart);
    if (key === seen.current) return;
    seen.current = key;
    if (ordering || cart.items.length === 0 || syncing || key === payment.cartKey) return;
    request()
      .then(changed)
      .catch((error: unknown) => fail(checkoutErrorText(error, 'intent', t)));
  }, [cart, ordering, payment.cartKey, syncing, request, changed, fail, t]);

  /** Before the card is taken: false (and the new amount said) when the cart changed meanwhile. */
  const beforePay = async (): Promise<boolean> => {
    try {
      const renewed = await stillCurrent();
      if (renewed) changed(renewed);
      return renewed === null;
    } catch (error) {
      logCallFailure('Failed to check the cart before paying', error);
      fail(checkoutErrorText(error, 'intent', t));
      return false;
    }
  };

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
          // The payment was refunded: it is closed, and the cart as it is now gets a new intent.
          if (error instanceof ApiError && typeof error.details.refunded === 'number') {
            request().catch((renewal: unknown) => logCallFailure('Failed to renew the payment', renewal));
          }
        },
      },
    );
  };
  const formProps: PaymentFormProps = {
    intent,
    status,
    fail,
    clear,
    placing: place.isPending || syncing,
    beforePay,
    onSucceeded,
    onBack,
  };
  const reservedUntil = new Date(intent.reservedUntil).toLocaleTimeString(dateLocale(lang), {
    hour: 'numeric',
    minute: '2-digit',
  });

  const provider = config.data;
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <PaymentHeader titleId={titleId} titleRef={titleRef} reserved={reservedUntil} />
      {provider === undefined ? (
        config.isError ? (
          <>
            <FormStatusLine status={{ kind: 'error', text: t('checkout.errors.payment') }} />
            <button type="button" className={buttonClass('secondary')} onClick={() => void config.refetch()}>
              {t('cart.retry')}
            </button>
          </>
        ) : (
          <PaymentFormLoading />
        )
      ) : provider.provider === 'stripe' && provider.publishableKey ? (
        <Suspense fallback={<PaymentFormLoading />}>
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
