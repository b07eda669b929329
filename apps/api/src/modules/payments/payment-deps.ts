import type { EventBus } from '../../lib/events.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * What code that moves money needs beside the database: the provider to charge and refund with, the
 * bus that announces stock and refunds, and a log for what no caller can answer. Built once per
 * process (modules/checkout/payments.plugin.ts).
 */
export interface PaymentDeps {
  provider: PaymentProvider;
  events: EventBus;
  log: { error: (details: object, message: string) => void };
}
