import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { releaseExpiredHolds } from '../inventory/index.ts';
import {
  type PaymentDeps,
  type PaymentProvider,
  StripePaymentProvider,
  TestPaymentProvider,
} from '../payments/index.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { runDueRefunds } from './refund-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider and what the payment workflows need around it. */
    payments: PaymentDeps;
  }
}

/**
 * How often ended stock holds are released when no checkout happens to do it first, refunds that are due
 * are carried out, and payments taken but never settled are settled.
 */
const SWEEP_MS = 60_000;

/**
 * The payment provider the configuration names (Stripe when keyed, else the built-in test provider),
 * and a timer that releases the stock of checkouts abandoned past their hold, carries out the refunds
 * that are due (refund-worker.ts) and settles payments taken but never settled (reconcile-payments.ts).
 */
async function paymentsPlugin(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const { config } = opts;
  const provider: PaymentProvider =
    config.paymentProvider === 'stripe'
      ? new StripePaymentProvider(config.stripe)
      : new TestPaymentProvider(app.db);
  if (config.paymentProvider === 'test' && config.env === 'production') {
    app.log.warn(
      'PAYMENT_PROVIDER=test in production: cards are NOT charged. Every order is paid with test cards only.',
    );
  }
  app.decorate('payments', { provider, events: app.events, log: app.log });

  // The sweeps under way, awaited on close so none outlives the database.
  let running: Promise<unknown> = Promise.resolve();
  const runSweeps = () => {
    const ctx = { db: app.db, user: null, lang: 'en' as const };
    running = Promise.all([
      releaseExpiredHolds(ctx).catch((err: unknown) =>
        app.log.error({ err }, 'releasing ended stock holds failed'),
      ),
      runDueRefunds(ctx, app.payments).catch((err: unknown) =>
        app.log.error({ err }, 'carrying out due refunds failed'),
      ),
      reconcilePayments(ctx, app.payments).catch((err: unknown) =>
        app.log.error({ err }, 'settling unsettled payments failed'),
      ),
    ]);
  };
  // Once at start too: what a process killed mid-checkout left is settled without waiting a minute.
  app.addHook('onReady', async () => runSweeps());
  const sweep = setInterval(runSweeps, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await running;
  });
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['db', 'events'] });
