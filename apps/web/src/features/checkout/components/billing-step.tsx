import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { FormCard } from '../../../components/ui/form/form-card.tsx';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import type { AddressFields as Fields } from '../checkout-address.ts';
import type { CheckoutDetails } from '../checkout-details.ts';
import { useAddressCheck } from '../use-address-check.ts';
import { AddressFields } from './address-fields.tsx';
import { problemsAlert } from './problems-alert.ts';
import { StepActions } from './step-actions.tsx';
import form from '../../../components/ui/form/form.module.css';
import styles from './checkout-page.module.css';

interface BillingStepProps {
  /** False when the shopper has no server cart (storefront §8). */
  hasCart: boolean;
  details: CheckoutDetails;
  update: (change: Partial<CheckoutDetails>) => void;
  onBack: () => void;
  /** The addresses are complete: the checkout asks for the payment intent, then moves on. */
  onContinue: () => void;
  /** The intent is being asked for. */
  busy: boolean;
  /** Why the last request for the intent failed. */
  error: string | null;
  /** A field of the billing address the server refused. */
  refused: keyof Fields | null;
  titleRef: Ref<HTMLHeadingElement>;
}

/**
 * Step 2: the billing address, the shipping one unless unticked. Continuing creates the payment intent
 * (the server prices the cart and holds its stock), then moves on to payment.
 */
export function BillingStep(props: BillingStepProps) {
  const { hasCart, details, update, onBack, onContinue, busy, error, refused, titleRef } = props;
  const { t } = useTranslation();
  const sameId = useId();
  const [noCart, setNoCart] = useState(false);
  const billing = useAddressCheck(details.billing, refused);
  const problems = details.sameAsShipping ? {} : billing.problems;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const proceed = () => {
      setNoCart(!hasCart);
      if (hasCart) onContinue();
    };
    // The shipping address, checked on its own step, is the billing one too.
    if (details.sameAsShipping) proceed();
    else billing.check(event.currentTarget, proceed);
  };

  const alert = problemsAlert(problems, t('checkout.errors.billingRequired'), t);
  const failure = noCart ? t('checkout.errors.noCart') : error;
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
          problems={problems}
        />
      )}
      <FormStatusLine status={alert ?? (failure ? { kind: 'error', text: failure } : null)} />
      <StepActions
        onBack={onBack}
        submitLabel={t('checkout.billing.continue')}
        busyLabel={t('checkout.billing.preparing')}
        busy={busy}
      />
    </FormCard>
  );
}
