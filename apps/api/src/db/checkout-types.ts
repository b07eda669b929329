import type { ColumnType } from 'kysely';

/** Tables of migration 0004 (checkout); types.ts joins them into the Database. */

type Timestamp = ColumnType<string, string | undefined, string>;
type DefaultInt = ColumnType<number, number | undefined, number>;
type DefaultText = ColumnType<string, string | undefined, string>;

/** Units held for a payment in progress; released when the order is placed or the hold ends. */
export interface StockReservationsTable {
  id: string;
  paymentId: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  createdAt: Timestamp;
}

/** The built-in test provider's payment intents (it plays Stripe's servers). */
export interface TestPaymentIntentsTable {
  id: string;
  clientSecret: string;
  idempotencyKey: string | null;
  amountCents: number;
  currency: string;
  status: string;
  metadata: DefaultText;
  cardBrand: string | null;
  cardLastFour: string | null;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  refundedCents: DefaultInt;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type RefundStatus = 'pending' | 'succeeded';

/**
 * A refund the store decided (an order cancelled or refunded, a payment that could not become an
 * order), written with the decision and carried out by a worker until the provider takes it.
 */
export interface RefundsTable {
  id: string;
  paymentId: string;
  /** Null for a payment refunded because it could not become an order. */
  orderId: string | null;
  amountCents: number;
  /** The order's status that gave the money back, or the checkout's refusal code. */
  reason: string;
  /** JSON: the refusal's details for the shopper's e-mail. */
  details: string | null;
  status: RefundStatus;
  idempotencyKey: string;
  attempts: DefaultInt;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  providerRefundId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  succeededAt: string | null;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** E-mails written in the transaction that causes them, sent after commit and retried with backoff. */
export interface EmailOutboxTable {
  id: string;
  kind: string;
  recipient: string;
  language: string;
  payload: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: DefaultInt;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: string | null;
}

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export interface WebhookEventsTable {
  id: string;
  provider: string;
  type: string;
  receivedAt: Timestamp;
}
