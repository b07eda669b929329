import { useId, useRef, type FormEvent, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Address, User } from '@store/shared/schemas/auth';
import { FormCard } from '../../../components/ui/form/form-card.tsx';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { EMPTY_ADDRESS, savedAddressFields, type AddressFields as Fields } from '../checkout-address.ts';
import type { CheckoutDetails } from '../checkout-details.ts';
import { useAddressCheck } from '../use-address-check.ts';
import { useGuestEmailCheck } from '../use-guest-email-check.ts';
import { AddressFields } from './address-fields.tsx';
import { GuestContactPart } from './guest-contact-part.tsx';
import { problemsAlert } from './problems-alert.ts';
import { SavedAddressChoice } from './saved-address-choice.tsx';
import { ShippingMethodChoice } from './shipping-method-choice.tsx';
import { StepActions } from './step-actions.tsx';
import form from '../../../components/ui/form/form.module.css';

interface ShippingStepProps {
  details: CheckoutDetails;
  update: (change: Partial<CheckoutDetails>) => void;
  onContinue: () => void;
  /** A field of this address the server refused when the payment was prepared. */
  refused: keyof Fields | null;
  /** The cart's subtotal in dollars, which each shipping method's price depends on. */
  subtotal: number;
  titleRef: Ref<HTMLHeadingElement>;
  /** The shopper, whose saved addresses are offered first; null for a guest, who gives an e-mail. */
  user: User | null;
}

/**
 * Step 1: where to deliver, one of the saved addresses (the default chosen at first) or a new one, and
 * whether to keep that one (storefront §5, issue 22); then how: standard or express shipping.
 */
export function ShippingStep(props: ShippingStepProps) {
  const { details, update, onContinue, refused, subtotal, titleRef, user } = props;
  const { t } = useTranslation();
  const saveId = useId();
  const { problems, check, reset } = useAddressCheck(details.shipping, refused);
  const email = useGuestEmailCheck(details.email, user === null);
  // A chosen address the book no longer has (deleted in another tab) reads as a new one, as typed.
  const chosen = user?.addresses.some((address) => address._id === details.addressId)
    ? details.addressId
    : null;
  // What was typed as a new address, kept while a saved one is tried, so the arrow keys lose nothing.
  const draft = useRef<Fields>(EMPTY_ADDRESS);

  const choose = (address: Address | null) => {
    reset();
    if (address === null || !user) {
      update({ addressId: null, shipping: draft.current });
      return;
    }
    if (chosen === null) draft.current = details.shipping;
    // The fields stay editable (a correction for this order); the book already has this address.
    update({ addressId: address._id, shipping: savedAddressFields(user, address), saveAddress: false });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The e-mail first: it is the form's first field.
    if (email.passes(event.currentTarget)) check(event.currentTarget, onContinue);
  };

  return (
    <FormCard
      title={t('checkout.shipping.title')}
      text={t('checkout.shipping.text')}
      onSubmit={onSubmit}
      titleRef={titleRef}
      noValidate
    >
      {user ? (
        user.addresses.length > 0 && <SavedAddressChoice user={user} value={chosen} onChange={choose} />
      ) : (
        <GuestContactPart
          value={details.email}
          onChange={(value) => update({ email: value })}
          problem={email.shown}
        />
      )}
      <AddressFields
        section="shipping"
        value={details.shipping}
        onChange={(shipping) => update({ shipping })}
        problems={problems}
      />
      {user && chosen === null && (
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
      )}
      <ShippingMethodChoice
        value={details.shippingMethod}
        onChange={(shippingMethod) => update({ shippingMethod })}
        subtotal={subtotal}
      />
      <FormStatusLine status={problemsAlert(problems, t('checkout.errors.shippingRequired'), t)} />
      <StepActions submitLabel={t('checkout.shipping.continue')} />
    </FormCard>
  );
}
