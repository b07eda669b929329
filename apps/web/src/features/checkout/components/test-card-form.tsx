import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatPrice } from '@store/shared/money';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { logCallFailure } from '../../../lib/session-errors.ts';
import { useConfirmTestPayment } from '../api/confirm-test-payment.ts';
import {
  CARD_INPUT_LENGTH,
  cardBody,
  cardProblem,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardFields,
  type CardProblem,
} from '../card-input.ts';
import { cardErrorText, checkoutErrorText } from '../checkout-error.ts';
import { focusField } from '../focus-field.ts';
import { useSubmitGuard } from '../use-submit-guard.ts';
import type { PaymentFormProps } from './payment-form.ts';
import { StepActions } from './step-actions.tsx';
import { TestModeNotice } from './test-mode-notice.tsx';
import form from '../../../components/ui/form/form.module.css';

const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '' };

/**
 * The built-in test provider's card form (provider 'test'): number, MM / YY and CVC, checked here
 * before anything is sent. The provider answers succeeded, a refusal in its own words, or a 3-D Secure
 * page to go to.
 */
export function TestCardForm({
  intent,
  status,
  fail,
  clear,
  placing,
  beforePay,
  onSucceeded,
  onBack,
}: PaymentFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const confirm = useConfirmTestPayment();
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [problem, setProblem] = useState<CardProblem | null>(null);
  // Leaving for the 3-D Secure page takes a moment; nothing may be sent twice meanwhile.
  const [redirecting, setRedirecting] = useState(false);
  // The server cart is read again before the card is taken.
  const [checking, setChecking] = useState(false);
  const busy = confirm.isPending || placing || redirecting || checking;
  const guard = useSubmitGuard(status);

  const edit = (change: Partial<CardFields>) => {
    setCard((current) => ({ ...current, ...change }));
    setProblem(null);
    if (status?.kind === 'error') clear();
  };

  const pickTestCard = (number: string) => {
    edit({ number: formatCardNumber(number) });
    if (formRef.current) focusField(formRef.current, card.expiry ? 'cvc' : 'expiry');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !guard.take()) return;
    const incomplete = cardProblem(card);
    const body = cardBody(card);
    if (incomplete || !body) {
      const part = incomplete ?? 'expiry';
      setProblem(part);
      fail(t(`checkout.card.errors.${part}`));
      focusField(event.currentTarget, part);
      return;
    }
    clear();
    setChecking(true);
    const current = await beforePay().finally(() => setChecking(false));
    if (!current) return;
    const { paymentIntentId, clientSecret } = intent;
    confirm.mutate(
      { paymentIntentId, clientSecret, card: body },
      {
        onSuccess: (answer) => {
          if (answer.status === 'succeeded') {
            onSucceeded(paymentIntentId);
          } else if (answer.status === 'requires_action' && answer.nextAction) {
            setRedirecting(true);
            window.location.assign(answer.nextAction.redirectUrl);
          } else {
            fail(answer.error ? cardErrorText(answer.error, t) : t('checkout.errors.confirmation'));
          }
        },
        onError: (error) => {
          logCallFailure('Failed to process payment', error);
          fail(checkoutErrorText(error, 'payment', t));
        },
      },
    );
  };

  return (
    <form ref={formRef} className={form.fields} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TestModeNotice onUse={pickTestCard} />
      <TextField
        label={t('checkout.card.number')}
        name="number"
        value={card.number}
        onChange={(value) => edit({ number: formatCardNumber(value) })}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={CARD_INPUT_LENGTH.number}
        required
        invalid={problem === 'number'}
      />
      <div className={form.row}>
        <TextField
          label={t('checkout.card.expiry')}
          name="expiry"
          value={card.expiry}
          onChange={(value) => edit({ expiry: formatExpiry(value) })}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          maxLength={CARD_INPUT_LENGTH.expiry}
          required
          invalid={problem === 'expiry'}
        />
        <TextField
          label={t('checkout.card.cvc')}
          name="cvc"
          value={card.cvc}
          onChange={(value) => edit({ cvc: formatCvc(value) })}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={CARD_INPUT_LENGTH.cvc}
          required
          invalid={problem === 'cvc'}
        />
      </div>
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
