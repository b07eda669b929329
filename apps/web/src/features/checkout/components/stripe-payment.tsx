import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
// The pure entry adds Stripe's script only when loadStripe() is called, never merely by being imported.
import { loadStripe } from '@stripe/stripe-js/pure';
import { formatPrice } from '@store/shared/money';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useSubmitGuard } from '../use-submit-guard.ts';
import type { PaymentFormProps } from './payment-form.ts';
import { StepActions } from './step-actions.tsx';
import form from '../../../components/ui/form/form.module.css';

/** One Stripe.js per key and visit: Stripe asks that it be loaded once, not on every render. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** The shop's accent and radius, so the card form looks like the rest of checkout. */
const APPEARANCE: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: { colorPrimary: '#6d28d9', borderRadius: '10px', fontSizeBase: '16px' },
};

interface StripePaymentProps extends PaymentFormProps {
  publishableKey: string;
}

/**
 * Stripe's Payment Element (provider 'stripe'). Loaded with its libraries only in this chunk and only
 * when Stripe is the provider, so no other visit fetches anything from Stripe. Default export for lazy().
 */
export default function StripePayment({ publishableKey, ...props }: StripePaymentProps) {
  const lang = useLanguage();
  // Elements takes its client secret once; a new intent needs a new Elements.
  return (
    <Elements
      key={props.intent.clientSecret}
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret: props.intent.clientSecret, locale: lang, appearance: APPEARANCE }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm(props: PaymentFormProps) {
  const { intent, status, fail, clear, placing, beforePay, onSucceeded, onBack } = props;
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [confirming, setConfirming] = useState(false);
  const busy = confirming || placing || !stripe || !elements;
  const guard = useSubmitGuard(status);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !guard.take()) return;
    setConfirming(true);
    clear();
    try {
      // A cart changed in another tab moves the intent instead of being charged; Elements reads the
      // new amount from it.
      if (!(await beforePay())) {
        await elements.fetchUpdates();
        return;
      }
      // Storefront §4: return address /checkout/complete, and a redirect only when the card needs one.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/checkout/complete` },
        redirect: 'if_required',
      });
      if (error) fail(error.message ?? t('checkout.errors.confirmation'));
      else if (paymentIntent.status === 'succeeded') onSucceeded(paymentIntent.id);
      else fail(t('checkout.errors.confirmation'));
    } catch (failure) {
      console.error('Stripe could not confirm the payment:', failure);
      fail(t('checkout.errors.payment'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form className={form.fields} onSubmit={(event) => void onSubmit(event)}>
      <PaymentElement />
      <FormStatusLine status={status} />
      <StepActions
        onBack={onBack}
        submitLabel={t('checkout.payment.pay', { amount: formatPrice(intent.amount) })}
        busyLabel={t('checkout.payment.processing')}
        busy={busy}
      />
    </form>
  );
}
