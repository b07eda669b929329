import { useEffect } from 'react';
import { FIELD_LIMITS } from '@store/shared/field-limits';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { SignInRedirect } from '../../../components/ui/sign-in-redirect.tsx';
import { forgetGuestCheckout } from '../../../lib/guest-checkout-choice.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import type { EmailProblem } from '../guest-email.ts';

export interface GuestContactProps {
  value: string;
  onChange: (email: string) => void;
  /** What is wrong with the e-mail, once the shopper tried to continue. */
  problem: EmailProblem | null;
}

/**
 * A guest's part of the shipping step (issue 22): the e-mail the confirmation and the order's private
 * link go to. A shop whose owner has turned guest checkout off sends the guest to sign in instead.
 */
export function GuestContact({ value, onChange, problem }: GuestContactProps) {
  const { t } = useTranslation();
  const off = usePaymentConfig().data?.guestCheckout === false;
  useEffect(() => {
    if (off) forgetGuestCheckout();
  }, [off]);

  if (off) return <SignInRedirect />;
  return (
    <TextField
      label={t('guestCheckout.email')}
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      maxLength={FIELD_LIMITS.email}
      required
      hint={t('guestCheckout.emailHint')}
      error={problem ? t(`guestCheckout.emailErrors.${problem}`) : undefined}
    />
  );
}

/** The words of a guest's checkout, which only a guest's checkout fetches (guest-contact-part.tsx). */
export { default as texts } from 'texts:guestCheckout';
