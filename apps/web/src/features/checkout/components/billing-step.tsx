import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatePaymentIntentResponse } from '@store/shared/schemas/checkout';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { FormCard } from '../../../components/ui/form/form-card.tsx';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { useFormStatus } from '../../../components/ui/form/use-form-status.ts';
import { useSession } from '../../../lib/session-context.ts';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { useCreatePaymentIntent } from '../api/create-payment-intent.ts';
import { addressBody, missingFields } from '../checkout-address.ts';
import { billingOf, type CheckoutDetails } from '../checkout-details.ts';
import { checkoutErrorText } from '../checkout-error.ts';
import { focusField } from '../focus-field.ts';
import { AddressFields } from './address-fields.tsx';
import { StepActions } from './step-actions.tsx';
import form from '../../../components/ui/form/form.module.css';
import styles from './checkout-page.module.css';

interface BillingStepProps {
  /** The server cart being bought; null when the shopper has none (storefront §8). */
  cartId: string | null;
  details: CheckoutDetails;
  update: (change: Partial<CheckoutDetails>) => void;
  onBack: () => void;
  /** The intent to pay was made: on to the payment step. */
  onIntent: (intent: CreatePaymentIntentResponse) => void;
  titleRef: Ref<HTMLHeadingElement>;
}

/**
 * Step 2: the billing address, the shipping one unless unticked. Continuing creates the payment intent
 * (the server prices the cart and holds its stock), then moves on to payment.
 */
export function BillingStep({ cartId, details, update, onBack, onIntent, titleRef }: BillingStepProps) {
  const { t } = useTranslation();
  const sameId = useId();
  const createIntent = useCreatePaymentIntent();
  const { refreshUser } = useSession();
  const { status, fail, clear } = useFormStatus();
  const [attempted, setAttempted] = useState(false);
  const missing = attempted && !details.sameAsShipping ? missingFields(details.billing) : [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createIntent.isPending) return;
    clear();
    const blank = details.sameAsShipping ? [] : missingFields(details.billing);
    setAttempted(true);
    if (blank[0]) {
      focusField(event.currentTarget, blank[0]);
      return;
    }
    if (!cartId) {
      fail(t('checkout.errors.noCart'));
      return;
    }
    createIntent.mutate(
      {
        cartId,
        shippingAddress: addressBody(details.shipping),
        billingAddress: addressBody(billingOf(details)),
        saveAddress: details.saveAddress,
      },
      {
        onSuccess: (intent) => {
          // The server saved the address with the intent: the profile's address book should show it.
          if (details.saveAddress) {
            refreshUser().catch((error: unknown) => logCallFailure('Failed to reload the profile', error));
          }
          onIntent(intent);
        },
        onError: (error) => {
          logCallFailure('Failed to create payment intent', error);
          fail(checkoutErrorText(error, 'intent', t));
        },
      },
    );
  };

  const required = missing.length > 0 ? t('checkout.errors.billingRequired') : null;
  return (
    <FormCard
      title={t('checkout.billing.title')}
      text={t('checkout.billing.text')}
      onSubmit={onSubmit}
      titleRef={titleRef}
      noValidate
    >
      <div className={form.check}>
        <input
          id={sameId}
          type="checkbox"
          name="sameAsShipping"
          checked={details.sameAsShipping}
          onChange={(event) => update({ sameAsShipping: event.target.checked })}
        />
        <label htmlFor={sameId}>{t('checkout.billing.sameAsShipping')}</label>
      </div>
      {details.sameAsShipping ? (
        <AddressLines address={details.shipping} className={styles.sameAddress} />
      ) : (
        <AddressFields
          section="billing"
          value={details.billing}
          onChange={(billing) => update({ billing })}
          invalid={missing}
        />
      )}
      <FormStatusLine status={required ? { kind: 'error', text: required } : status} />
      <StepActions
        onBack={onBack}
        submitLabel={t('checkout.billing.continue')}
        busyLabel={t('checkout.billing.preparing')}
        busy={createIntent.isPending}
      />
    </FormCard>
  );
}
