import type { PaymentIntentStatus } from '@store/shared/schemas/checkout';
import Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';
import {
  type CreateIntentInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderIntent,
  type RefundInput,
} from './payment-provider.ts';

type StripeSettings = AppConfig['stripe'];

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    // Stripe's own status names; requires_capture never happens (capture is automatic).
    status: intent.status as PaymentIntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    card: card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null,
    lastError: error
      ? { code: error.code ?? 'card_error', message: error.message ?? 'Payment failed' }
      : null,
  };
}

/** A Stripe SDK failure as the store's provider error (its message is Stripe's, safe to show). */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new PaymentProviderError(error.message, error.code ?? null);
    }
    throw new PaymentProviderError('The payment provider could not be reached');
  }
}

/**
 * Stripe through its official SDK: PaymentIntents with automatic payment methods (the browser's
 * Payment Element confirms them), refunds, and webhook signatures. Every call that moves money has an
 * idempotency key.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(settings: StripeSettings) {
    if (!settings.secretKey) throw new Error('The Stripe provider needs STRIPE_SECRET_KEY');
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(settings.api
        ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol }
        : {}),
    });
    this.publishableKey = settings.publishableKey ?? null;
    this.webhookSecret = settings.webhookSecret;
  }

  createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    return call(async () =>
      toIntent(
        await this.stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
  }

  updateIntent(
    intentId: string,
    input: { amountCents: number; metadata: Record<string, string> },
  ): Promise<ProviderIntent> {
    return call(async () =>
      toIntent(
        await this.stripe.paymentIntents.update(intentId, {
          amount: input.amountCents,
          metadata: input.metadata,
        }),
      ),
    );
  }

  retrieveIntent(intentId: string): Promise<ProviderIntent> {
    return call(async () =>
      toIntent(await this.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] })),
    );
  }

  async cancelIntent(intentId: string): Promise<void> {
    await call(() => this.stripe.paymentIntents.cancel(intentId));
  }

  refund(input: RefundInput): Promise<{ id: string; amountCents: number }> {
    return call(async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount };
    });
  }

  /**
   * A webhook's event, after its Stripe-Signature is checked against STRIPE_WEBHOOK_SECRET over the
   * raw body. Throws for a missing or bad signature (and when no secret is configured).
   */
  verifyWebhook(rawBody: string, signature: string | undefined): Stripe.Event {
    if (!this.webhookSecret || !signature) throw new PaymentProviderError('Missing webhook signature');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new PaymentProviderError('Invalid webhook signature');
    }
  }
}
