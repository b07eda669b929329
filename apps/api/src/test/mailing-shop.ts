import type { FastifyInstance } from 'fastify';
import { samples, type Samples } from './shoppers.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';
import { createTestApp } from './test-app.ts';

/**
 * The seeded shop whose e-mails reach a test SMTP server: what a customer receives, checked through a
 * real SMTP conversation. The outbox does not poll: it sends when a change wakes it, or when drained.
 */
export async function openMailingShop(): Promise<{ app: FastifyInstance; smtp: TestSmtpServer; s: Samples }> {
  const smtp = await startSmtpServer();
  const app = await createTestApp({
    config: {
      mail: { smtpUrl: smtp.url, from: 'E-Commerce <orders@shop.test>', dir: '/nonexistent', pollMs: 0 },
    },
  });
  return { app, smtp, s: await samples(app) };
}
