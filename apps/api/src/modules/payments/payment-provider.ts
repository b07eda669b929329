import type { PaymentIntentStatus, PaymentProviderName } from '@store/shared/schemas/checkout';

/**
 * What the store needs from a card payment provider: Stripe's PaymentIntent life cycle (create →
 * confirm in the browser → succeeded / requires_action / failed), refunds, and the intent read back
 * from the provider, never from the client. Two implementations: the built-in test provider and Stripe.
 * Calls reach another system: they are made outside database transactions, and every one that moves
 * money carries an idempotency key so a retry cannot charge or refund twice.
 */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  /** Lower-case ISO code, as Stripe answers it ('usd'). */
  currency: string;
  metadata: Record<string, string>;
  /** Only the brand and the last four digits ever reach the store. */
  card: { brand: string; last4: string } | null;
  lastError: { code: string; message: string } | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface RefundInput {
  intentId: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key for the browser; null for the test provider. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  updateIntent(
    intentId: string,
    input: { amountCents: number; metadata: Record<string, string> },
  ): Promise<ProviderIntent>;
  retrieveIntent(intentId: string): Promise<ProviderIntent>;
  cancelIntent(intentId: string): Promise<void>;
  refund(input: RefundInput): Promise<{ id: string; amountCents: number }>;
}

/** A provider call that failed (network, refusal, unknown intent): the store answers 502. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly providerCode: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
