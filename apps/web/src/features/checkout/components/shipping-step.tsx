import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/ui/form/form-card.tsx';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { missingFields } from '../checkout-address.ts';
import type { CheckoutDetails } from '../checkout-details.ts';
import { focusField } from '../focus-field.ts';
import { AddressFields } from './address-fields.tsx';
import { StepActions } from './step-actions.tsx';
import form from '../../../components/ui/form/form.module.css';

interface ShippingStepProps {
  details: CheckoutDetails;
  update: (change: Partial<CheckoutDetails>) => void;
  onContinue: () => void;
  titleRef: Ref<HTMLHeadingElement>;
}

/** Step 1: where to deliver, prefilled from the account, and whether to keep the address (storefront §5). */
export function ShippingStep({ details, update, onContinue, titleRef }: ShippingStepProps) {
  const { t } = useTranslation();
  const saveId = useId();
  // The missing fields are marked once the shopper tried to continue, and unmarked as they fill them in.
  const [attempted, setAttempted] = useState(false);
  const missing = attempted ? missingFields(details.shipping) : [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blank = missingFields(details.shipping);
    setAttempted(true);
    if (blank[0]) {
      focusField(event.currentTarget, blank[0]);
      return;
    }
    onContinue();
  };

  return (
    <FormCard
      title={t('checkout.shipping.title')}
      text={t('checkout.shipping.text')}
      onSubmit={onSubmit}
      titleRef={titleRef}
      noValidate
    >
      <AddressFields
        section="shipping"
        value={details.shipping}
        onChange={(shipping) => update({ shipping })}
        invalid={missing}
      />
      <div className={form.check}>
        <input
          id={saveId}
          type="checkbox"
          name="saveAddress"
          checked={details.saveAddress}
          onChange={(event) => update({ saveAddress: event.target.checked })}
        />
        <label htmlFor={saveId}>{t('checkout.shipping.save')}</label>
      </div>
      <FormStatusLine
        status={missing.length > 0 ? { kind: 'error', text: t('checkout.errors.shippingRequired') } : null}
      />
      <StepActions submitLabel={t('checkout.shipping.continue')} />
    </FormCard>
  );
}
