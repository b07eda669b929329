import type {
  PaymentIntentStatus,
  TestConfirmResponse,
  TestRetrieveResponse,
} from '@store/shared/schemas/checkout';
import type { Selectable } from 'kysely';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TestPaymentIntentsTable } from '../../db/checkout-types.ts';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../../db/dialect.ts';
import {
  type CreateIntentInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderIntent,
  type RefundInput,
} from './payment-provider.ts';
import { cardBrand, type CardInput, refundFails, testCardOutcome } from './test-cards.ts';

type Row = Selectable<TestPaymentIntentsTable>;

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** Statuses in which a card may (still) be confirmed, as with Stripe. */
const CONFIRMABLE: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation'];

const AUTHENTICATION_FAILED = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

function toIntent(row: Row): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentIntentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    card: row.cardBrand && row.cardLastFour ? { brand: row.cardBrand, last4: row.cardLastFour } : null,
    lastError:
      row.lastErrorCode && row.lastErrorMessage
        ? { code: row.lastErrorCode, message: row.lastErrorMessage }
        : null,
  };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Where the bank's page sends the shopper back, as Stripe does: /checkout/complete with the outcome. */
function returnUrl(intentId: string, clientSecret: string, status: PaymentIntentStatus): string {
  const query = new URLSearchParams({
    payment_intent: intentId,
    payment_intent_client_secret: clientSecret,
    redirect_status: status === 'succeeded' ? 'succeeded' : 'failed',
  });
  return `/checkout/complete?${query}`;
}

/**
 * The built-in provider, active when no Stripe key is set: it keeps payment intents in the store's
 * own database and behaves like Stripe's PaymentIntents with Stripe's test cards, so checkout can be
 * tried end to end with no account. It charges nothing. Only brand and last four digits are stored.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  constructor(private readonly db: Db) {}

  private async row(intentId: string): Promise<Row> {
    const row = await this.db
      .selectFrom('testPaymentIntents')
      .selectAll()
      .where('id', '=', intentId)
      .executeTakeFirst();
    if (!row) throw new PaymentProviderError(`No such payment_intent: '${intentId}'`, 'resource_missing');
    return row;
  }

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const id = `pi_test_${token(12)}`;
    const created = await this.db
      .insertInto('testPaymentIntents')
      .values({
        id,
        clientSecret: `${id}_secret_${token(12)}`,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        metadata: JSON.stringify(input.metadata),
      })
      // The same key again (a retried call) answers the intent the first call made, as Stripe does.
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returningAll()
      .executeTakeFirst();
    const row =
      created ??
      (await this.db
        .selectFrom('testPaymentIntents')
        .selectAll()
        .where('idempotencyKey', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow());
    return toIntent(row);
  }

  async updateIntent(
    intentId: string,
    input: { amountCents: number; metadata: Record<string, string> },
  ): Promise<ProviderIntent> {
    const updated = await this.db
      .updateTable('testPaymentIntents')
      .set({
        amountCents: input.amountCents,
        metadata: JSON.stringify(input.metadata),
        status: 'requires_payment_method',
        updatedAt: nowIso(),
      })
      .where('id', '=', intentId)
      .where('status', 'in', [...CONFIRMABLE, 'requires_action'])
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      throw new PaymentProviderError(
        'This PaymentIntent can no longer be updated',
        'payment_intent_unexpected_state',
      );
    }
    return this.retrieveIntent(intentId);
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent> {
    return toIntent(await this.row(intentId));
  }

  async cancelIntent(intentId: string): Promise<void> {
    await this.db
      .updateTable('testPaymentIntents')
      .set({ status: 'canceled', updatedAt: nowIso() })
      .where('id', '=', intentId)
      .where('status', '!=', 'succeeded')
      .execute();
  }

  async refund(input: RefundInput): Promise<{ id: string; amountCents: number }> {
    const row = await this.row(input.intentId);
    const id = `re_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    if (row.status !== 'succeeded') {
      throw new PaymentProviderError('Only a succeeded payment can be refunded', 'charge_not_refundable');
    }
    // One key refunds once: the amount is added only if this key's refund has not been made yet.
    if (row.refundedCents > 0) return { id, amountCents: row.refundedCents };
    if (refundFails(row.cardLastFour)) {
      throw new PaymentProviderError('The refund of this test card fails', 'refund_failed');
    }
    if (input.amountCents > row.amountCents) {
      throw new PaymentProviderError('Refund amount is greater than the charge', 'amount_too_large');
    }
    await this.db
      .updateTable('testPaymentIntents')
      .set({ refundedCents: input.amountCents, updatedAt: nowIso() })
      .where('id', '=', input.intentId)
      .where('refundedCents', '=', 0)
      .execute();
    return { id, amountCents: input.amountCents };
  }

  /**
   * The card form's confirmation (Stripe.js's confirmCardPayment, played here): the client secret
   * must match, and the test card decides the outcome.
   */
  async confirmCard(intentId: string, clientSecret: string, card: CardInput): Promise<TestConfirmResponse> {
    const row = await this.authorised(intentId, clientSecret);
    if (row.status === 'succeeded') return { status: 'succeeded' };
    if (!CONFIRMABLE.includes(row.status as PaymentIntentStatus)) {
      return {
        status: row.status as PaymentIntentStatus,
        error: {
          code: 'payment_intent_unexpected_state',
          message: 'This payment can no longer be confirmed.',
        },
      };
    }
    const outcome = testCardOutcome(card);
    const cardColumns = { cardBrand: cardBrand(card.number), cardLastFour: card.number.slice(-4) };
    const next =
      outcome.kind === 'succeeded'
        ? { status: 'succeeded', ...cardColumns, lastErrorCode: null, lastErrorMessage: null }
        : outcome.kind === 'requires_action'
          ? { status: 'requires_action', ...cardColumns, lastErrorCode: null, lastErrorMessage: null }
          : {
              status: 'requires_payment_method',
              lastErrorCode: outcome.code,
              lastErrorMessage: outcome.message,
            };
    const updated = await this.db
      .updateTable('testPaymentIntents')
      .set({ ...next, updatedAt: nowIso() })
      .where('id', '=', intentId)
      .where('status', 'in', CONFIRMABLE)
      .executeTakeFirst();
    // A parallel confirmation got there first: answer what it decided.
    if (updated.numUpdatedRows === 0n)
      return { status: (await this.row(intentId)).status as PaymentIntentStatus };
    if (outcome.kind === 'declined') {
      return { status: 'requires_payment_method', error: { code: outcome.code, message: outcome.message } };
    }
    if (outcome.kind === 'requires_action') {
      const query = new URLSearchParams({
        payment_intent: intentId,
        payment_intent_client_secret: clientSecret,
      });
      return { status: 'requires_action', nextAction: { redirectUrl: `/checkout/authenticate?${query}` } };
    }
    return { status: 'succeeded' };
  }

  /**
   * The intent's status for the browser holding its client secret (Stripe.js's retrievePaymentIntent),
   * with the return page once there is nothing left to authenticate.
   */
  async statusFor(intentId: string, clientSecret: string): Promise<TestRetrieveResponse> {
    const status = (await this.authorised(intentId, clientSecret)).status as PaymentIntentStatus;
    return status === 'requires_action'
      ? { status }
      : { status, returnUrl: returnUrl(intentId, clientSecret, status) };
  }

  /** The 3-D Secure page's answer: the payment succeeds, or fails as Stripe's would. */
  async authenticate(
    intentId: string,
    clientSecret: string,
    outcome: 'complete' | 'fail',
  ): Promise<{ status: PaymentIntentStatus; returnUrl: string }> {
    await this.authorised(intentId, clientSecret);
    const next =
      outcome === 'complete'
        ? { status: 'succeeded' }
        : {
            status: 'requires_payment_method',
            lastErrorCode: AUTHENTICATION_FAILED.code,
            lastErrorMessage: AUTHENTICATION_FAILED.message,
          };
    await this.db
      .updateTable('testPaymentIntents')
      .set({ ...next, updatedAt: nowIso() })
      .where('id', '=', intentId)
      .where('status', '=', 'requires_action')
      .execute();
    const status = (await this.row(intentId)).status as PaymentIntentStatus;
    return { status, returnUrl: returnUrl(intentId, clientSecret, status) };
  }

  private async authorised(intentId: string, clientSecret: string): Promise<Row> {
    const row = await this.db
      .selectFrom('testPaymentIntents')
      .selectAll()
      .where('id', '=', intentId)
      .executeTakeFirst();
    if (!row || !sameSecret(row.clientSecret, clientSecret)) {
      throw new PaymentProviderError('No such payment_intent', 'resource_missing');
    }
    return row;
  }
}
