/**
 * Payments: the provider adapters (the test provider and Stripe), the payment's state machine and
 * refunds as durable jobs. Checkout and orders reach payments through here; payments reaches neither.
 */
export type { PaymentDeps } from './payment-deps.ts';
export { PaymentProviderError, type PaymentProvider, type ProviderIntent } from './payment-provider.ts';
export { MONEY_BACK_PAYMENT, movePayment, nextPaymentStatuses, updatePayment } from './payment-states.ts';
export {
  claimRefund,
  dueRefunds,
  refundOf,
  pendingRefundOfOrder,
  queueRefund,
  REFUND_TURN_MS,
  refundPayment,
  refundRetryDelayMs,
  type SettledRefund,
  type SettleRefund,
} from './refunds.ts';
export { StripePaymentProvider } from './stripe-provider.ts';
export { TestPaymentProvider } from './test-provider.ts';
export { default as testProviderRoutes } from './test-provider.routes.ts';
