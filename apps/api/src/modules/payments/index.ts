/**
 * Payments: the provider adapters (the test provider and Stripe) and the record of refund attempts.
 * Checkout and orders reach payments through here; payments reaches neither.
 */
export type { PaymentDeps } from './payment-deps.ts';
export { PaymentProviderError, type PaymentProvider, type ProviderIntent } from './payment-provider.ts';
export { claimTurn, recordRefundFailure, turnDue } from './refund-turns.ts';
export { StripePaymentProvider } from './stripe-provider.ts';
export { TestPaymentProvider } from './test-provider.ts';
export { default as testProviderRoutes } from './test-provider.routes.ts';
