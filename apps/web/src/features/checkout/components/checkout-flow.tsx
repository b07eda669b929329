import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { User } from '@store/shared/schemas/auth';
import type { Cart } from '@store/shared/schemas/cart';
import { guestSessionId } from '../../../lib/guest-session.ts';
import { useSession } from '../../../lib/session-context.ts';
import { preloadedComponent } from '../../../lib/preloaded-component.tsx';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { refusedField, type RefusedField } from '../address-problems.ts';
import { initialDetails, type CheckoutDetails } from '../checkout-details.ts';
import { checkoutErrorText } from '../checkout-error.ts';
import { readProgress, saveProgress } from '../checkout-progress.ts';
import { useCheckoutIntent } from '../use-checkout-intent.ts';
import { BillingStep } from './billing-step.tsx';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentStepLoading } from './payment-step-loading.tsx';
import { ShippingStep } from './shipping-step.tsx';
import styles from './checkout-page.module.css';

// The card form and the code that places the order (about 2.5 KB gzip) are the third step's: the page
// does not wait for them, and they are fetched while the shopper fills in the first two.
const PaymentStep = preloadedComponent(() =>
  import('./payment-step.tsx').then((module) => module.PaymentStep),
);

interface CheckoutFlowProps {
  cart: Cart;
  /** The customer; null for a guest (issue 22), who gives an e-mail and has no address book. */
  user: User | null;
  /** Reads the server cart again (before paying, and to follow another tab's changes). */
  refetchCart: () => Promise<Cart | undefined>;
}

/**
 * The three steps (storefront §4 Checkout): shipping, billing, payment, with Back from billing and
 * from payment. What was typed, and the step, are kept while the shopper moves back and forth, and for
 * this tab across a page load (the 3-D Secure page is reached by leaving the app). The new step's
 * heading takes focus, so a keyboard or screen-reader user starts reading at the step that opened.
 */
export function CheckoutFlow({ cart, user, refetchCart }: CheckoutFlowProps) {
  const { t } = useTranslation();
  const { refreshUser } = useSession();
  // A guest's progress is kept under the session id their cart is kept under.
  const [owner] = useState(() => user?.id ?? guestSessionId());
  const [resumed] = useState(() => readProgress(owner));
  const [step, setStep] = useState<CheckoutStep>(resumed?.step ?? 'shipping');
  const [details, setDetails] = useState<CheckoutDetails>(() => resumed?.details ?? initialDetails(user));
  const [intentError, setIntentError] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedField | null>(null);
  const payment = useCheckoutIntent(cart._id, details, refetchCart);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => saveProgress(owner, { step, details }), [owner, step, details]);
  useEffect(() => PaymentStep.preload(), []);

  // Only a change of step moves focus: on arrival it stays where the browser put it.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    titleRef.current?.focus();
  }, [step]);

  const update = useCallback(
    (change: Partial<CheckoutDetails>) => setDetails((current) => ({ ...current, ...change })),
    [],
  );

  /** Continue on billing: the server prices the cart and holds its stock, then on to payment. */
  const { request } = payment;
  const { saveAddress } = details;
  const toPayment = useCallback(() => {
    setIntentError(null);
    setRefused(null);
    request()
      .then(() => {
        // The server saved the address with the intent: the profile's address book should show it.
        if (saveAddress) {
          refreshUser().catch((error: unknown) => logCallFailure('Failed to reload the profile', error));
        }
        setStep('payment');
      })
      .catch((error: unknown) => {
        logCallFailure('Failed to create payment intent', error);
        // A refused address field is shown at that field, on the step where it is typed.
        const field = refusedField(error);
        setRefused(field);
        if (field) setStep(field.section);
        else {
          setIntentError(checkoutErrorText(error, 'intent', t));
          setStep('billing');
        }
      });
  }, [request, saveAddress, refreshUser, t]);
  // Back on the payment step after a page load (a failed 3-D Secure check): the intent is asked for
  // again with the addresses kept; the server answers the open one.
  const resuming = useRef(resumed?.step === 'payment');
  useEffect(() => {
    if (!resuming.current) return;
    resuming.current = false;
    toPayment();
  }, [toPayment]);

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <CheckoutSteps current={step} />
        {step === 'shipping' && (
          <ShippingStep
            details={details}
            update={update}
            onContinue={() => setStep('billing')}
            refused={refused?.section === 'shipping' ? refused.field : null}
            subtotal={cart.subtotal}
            titleRef={titleRef}
            user={user}
          />
        )}
        {step === 'billing' && (
          <BillingStep
            hasCart={cart._id !== null}
            details={details}
            update={update}
            onBack={() => setStep('shipping')}
            onContinue={toPayment}
            busy={payment.syncing}
            error={intentError}
            refused={refused?.section === 'billing' ? refused.field : null}
            titleRef={titleRef}
          />
        )}
        {step === 'payment' &&
          (payment.intent && cart._id !== null ? (
            <Suspense fallback={<PaymentStepLoading titleRef={titleRef} />}>
              <PaymentStep
                payment={payment}
                intent={payment.intent}
                cart={cart}
                cartId={cart._id}
                details={details}
                onBack={() => setStep('billing')}
                titleRef={titleRef}
              />
            </Suspense>
          ) : (
            <PaymentStepLoading titleRef={titleRef} />
          ))}
      </div>
      <OrderSummary cart={cart} method={details.shippingMethod} />
    </div>
  );
}
