import type { CreatePaymentIntentResponse } from '@store/shared/schemas/checkout';
import type { FormStatus } from '../../../components/ui/form/use-form-status.ts';

/** What either payment form (the test provider's card form, Stripe's Payment Element) gets from the step. */
export interface PaymentFormProps {
  intent: CreatePaymentIntentResponse;
  /** The step's message line: the provider's refusal, or a failure to place the order. */
  status: FormStatus;
  fail: (text: string) => void;
  clear: () => void;
  /** The payment succeeded and the order is being placed, or the amount is being updated: nothing may be sent. */
  placing: boolean;
  /**
   * Called before the card is taken: false when the cart changed and the intent moved to a new amount
   * (the step says so), and the card must not be charged the old one.
   */
  beforePay: () => Promise<boolean>;
  /** The provider reports 'succeeded' (storefront §4): the step places the order. */
  onSucceeded: (paymentIntentId: string) => void;
  onBack: () => void;
}
