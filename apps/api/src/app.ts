import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import type { AppConfig } from './config.ts';
import accountRoutes from './modules/account/account.routes.ts';
import { adminPlugin } from './modules/admin/admin.plugin.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import cartRoutes from './modules/cart/cart.routes.ts';
import favoritesRoutes from './modules/favorites/favorites.routes.ts';
import ordersRoutes from './modules/orders/orders.routes.ts';
import { checkoutRoutes, paymentsPlugin, stripeWebhookRoutes } from './modules/checkout/index.ts';
import { StripePaymentProvider, TestPaymentProvider, testProviderRoutes } from './modules/payments/index.ts';
import catalogRoutes from './modules/catalog/catalog.routes.ts';
import productRoutes from './modules/catalog/product.routes.ts';
import contactRoutes from './modules/contact/contact.routes.ts';
import contentRoutes from './modules/content/content.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import newsletterRoutes from './modules/newsletter/newsletter.routes.ts';
import searchRoutes from './modules/search/search.routes.ts';
import seoRoutes from './modules/seo/seo.routes.ts';
import authPlugin from './modules/auth/auth.plugin.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin, { frameworkErrors } from './plugins/errors.ts';
import eventsPlugin from './plugins/events.ts';
import httpCachePlugin from './plugins/http-cache.ts';
import outboxPlugin from './modules/email/outbox.plugin.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import redisPlugin from './plugins/redis.ts';
import securityPlugin from './plugins/security.ts';
import staticWebPlugin from './plugins/static-web.ts';
import webPagesPlugin from './plugins/web-pages.ts';
import uploadsPlugin from './modules/admin/upload/uploads.plugin.ts';

const version = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The whole store as a Fastify instance, not listening: server.ts listens, tests use inject(). */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids and slugs in paths are case-sensitive; trailing slashes are not meaningful.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { config });
  await app.register(redisPlugin, { config });
  await app.register(eventsPlugin);
  await app.register(outboxPlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(securityPlugin, { stripe: config.paymentProvider === 'stripe' });
  await app.register(httpCachePlugin);
  await app.register(docsPlugin, { version, interactive: config.env !== 'production' });
  // Static files are registered before the rate limiter so page assets never count against it.
  await app.register(staticWebPlugin, { webDist: config.webDist });
  await app.register(uploadsPlugin, { dir: config.uploadDir });
  await app.register(rateLimitPlugin, { config });

  await app.register(healthRoutes, { version });
  await app.register(contentRoutes);
  await app.register(catalogRoutes);
  await app.register(newsletterRoutes);
  await app.register(searchRoutes, { cacheTtlMs: config.searchCacheTtlMs });
  await app.register(productRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(authRoutes, { config });
  await app.register(accountRoutes);
  await app.register(cartRoutes, { config });
  await app.register(favoritesRoutes);

  await app.register(paymentsPlugin, { config });
  await app.register(checkoutRoutes, { linkSecret: config.jwtSecret });
  const { provider } = app.payments;
  if (provider instanceof TestPaymentProvider) await app.register(testProviderRoutes, { provider });
  if (provider instanceof StripePaymentProvider) await app.register(stripeWebhookRoutes, { provider });
  await app.register(ordersRoutes, { linkSecret: config.jwtSecret });
  await app.register(adminPlugin(adminRoutes), { prefix: '/api/admin' });
  // Pages last: every other GET is one (rate-limited and compressed like the API's answers).
  await app.register(webPagesPlugin, { webDist: config.webDist, publicUrl: config.publicUrl });
  return app;
}
