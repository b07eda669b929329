/**
 * Checkout: a cart becomes a payment intent with its stock held (create-intent), a succeeded payment
 * becomes one order (complete-payment, place-order), and a payment that cannot become one is refunded
 * (refund-unplaced). The confirm call, the provider's webhook and the reconciliation sweep all end in
 * completePayment, so none of them can place a second order.
 */
export { default as checkoutRoutes } from './checkout.routes.ts';
export { default as paymentsPlugin } from './payments.plugin.ts';
export { reconcilePayments } from './reconcile-payments.ts';
export { default as stripeWebhookRoutes } from './stripe-webhook.routes.ts';
