import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '@store/shared/schemas/auth';
import type { Cart } from '@store/shared/schemas/cart';
import type { CreatePaymentIntentResponse } from '@store/shared/schemas/checkout';
import { initialDetails, type CheckoutDetails } from '../checkout-details.ts';
import { BillingStep } from './billing-step.tsx';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ShippingStep } from './shipping-step.tsx';
import styles from './checkout-page.module.css';

/**
 * The three steps (storefront §4 Checkout): shipping, billing, payment, with Back from billing and
 * from payment. What was typed is kept while the shopper moves back and forth; the new step's heading
 * takes focus, so a keyboard or screen-reader user starts reading at the step that opened.
 */
export function CheckoutFlow({ cart, user }: { cart: Cart; user: User }) {
  const [step, setStep] = useState<CheckoutStep>('shipping');
  const [details, setDetails] = useState<CheckoutDetails>(() => initialDetails(user));
  const [intent, setIntent] = useState<CreatePaymentIntentResponse | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

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

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <CheckoutSteps current={step} />
        {step === 'shipping' && (
          <ShippingStep
            details={details}
            update={update}
            onContinue={() => setStep('billing')}
            titleRef={titleRef}
          />
        )}
        {step === 'billing' && (
          <BillingStep
            cartId={cart._id}
            details={details}
            update={update}
            onBack={() => setStep('shipping')}
            onIntent={(answer) => {
              setIntent(answer);
              setStep('payment');
            }}
            titleRef={titleRef}
          />
        )}
        {step === 'payment' && intent && cart._id !== null && (
          <PaymentStep
            intent={intent}
            cartId={cart._id}
            details={details}
            onBack={() => setStep('billing')}
            titleRef={titleRef}
          />
        )}
      </div>
      <OrderSummary cart={cart} />
    </div>
  );
}
