import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_PASSWORD,
  DEMO_MANAGER_EMAIL,
  DEMO_MANAGER_PASSWORD,
  loadConfig,
} from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo.ts';
import { describeMailTransport } from './modules/email/mailer.ts';
import { productFacts } from './modules/product-index/product-facts.ts';
import { ensureSearchIndex } from './modules/product-index/search-index.ts';

/**
 * Entry point: read the configuration, migrate, seed the demo catalogue into an empty database, serve
 * the API and the built web app on one port.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp(config);

  await migrateToLatest(app.db);
  const seeded = (await isDatabaseEmpty(app.db))
    ? await seedDemo(app.db, {
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
        passwordHashCost: config.passwordHashCost,
        demoAccounts: config.seedDemoAccounts,
        orderHistory: config.seedOrderHistory,
      })
    : { inserted: false };
  await ensureSearchIndex(app.db);
  // Search's facts of every product, read now rather than by the first shopper's search.
  await productFacts(app.db);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const lines = [
    '',
    `  E-Commerce store running at http://${host}:${port}`,
    `  Database: ${app.dialect}${seeded.inserted ? ' (demo catalogue seeded)' : ''}`,
    `  E-mail:   ${describeMailTransport(config.mail)}`,
  ];
  if (config.env !== 'production') {
    lines.push(
      `  API docs: http://${host}:${port}/api/docs`,
      `  Admin:    ${config.adminEmail} / ${config.adminPassword}  (http://${host}:${port}/admin)`,
      `  Customer: ${DEMO_CUSTOMER_EMAIL} / ${DEMO_CUSTOMER_PASSWORD}`,
      `  Manager:  ${DEMO_MANAGER_EMAIL} / ${DEMO_MANAGER_PASSWORD}  (products and categories only)`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
