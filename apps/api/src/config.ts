import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

/** Development defaults; `NODE_ENV=production` refuses to start with them (see loadConfig). */
export const DEV_ADMIN_EMAIL = 'admin@example.com';
export const DEV_ADMIN_PASSWORD = 'admin12345';
export const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0123456789';
export const DEMO_CUSTOMER_EMAIL = 'customer@example.com';
export const DEMO_CUSTOMER_PASSWORD = 'customer123';
/** A catalogue manager: an admin holding only manage_products and manage_categories. */
export const DEMO_MANAGER_EMAIL = 'manager@example.com';
export const DEMO_MANAGER_PASSWORD = 'manager123';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('data/store.db'),
  /** PostgreSQL connections per process: checkouts wait on commits, so more than the cores. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** SQLite: worker threads that run reads, so no query holds the event loop; 0 reads on the main thread. */
  SQLITE_READ_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default(DEV_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(8).default(DEV_ADMIN_PASSWORD),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** 'test' keeps the built-in test provider in production on purpose; otherwise Stripe when keyed. */
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).optional(),
  REDIS_URL: z.string().optional(),
  /** Trust X-Forwarded-For from a proxy in front (true, a hop count, or addresses). */
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Sign-ups and password changes per client per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** smtp://user:pass@host:587 or smtps://…:465; unset (or empty) writes each e-mail to MAIL_DIR. */
  SMTP_URL: z
    .union([z.literal(''), z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')])
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/, 'must be an address or "Name <address>"')
    .default('E-Commerce <orders@localhost>'),
  MAIL_DIR: z.string().min(1).optional(),
  /** Folder of the images uploaded in the admin panel, served under /uploads; created when missing. */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** Where customers reach the shop; links in e-mails start with it. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('http://localhost:3000'),
});

/** Every environment variable the server reads; the README's configuration table lists each one. */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  /** PostgreSQL schema to use (tests isolate each file in its own). */
  databaseSchema?: string;
  /** PostgreSQL connection pool size (SQLite has one connection). */
  databasePoolSize: number;
  /** SQLite read worker threads (see db/sqlite-read-pool.ts). */
  sqliteReadWorkers: number;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  /** Which payment provider takes cards: Stripe when STRIPE_SECRET_KEY is set, else the test provider. */
  paymentProvider: 'test' | 'stripe';
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** Where the Stripe SDK sends its calls; only tests point it at a local fake Stripe. */
    api?: { host: string; port: number; protocol: 'http' | 'https' };
  };
  redisUrl?: string;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Folder of the built web app; undefined serves the API only. */
  webDist?: string;
  logLevel: string;
  /** Seed the demo customer and their orders (published password): never in production. */
  seedDemoAccounts: boolean;
  /** With the demo accounts, ~200 orders of the last 90 days (seed/order-history.ts): development only. */
  seedOrderHistory: boolean;
  /** scrypt N; only the test suite lowers it, to keep hashing fast. */
  passwordHashCost: number;
  /** Requests per minute per client before 429 (global limit). */
  rateLimitPerMinute: number;
  /** How long a search answer is reused; 0 turns the search cache off. */
  searchCacheTtlMs: number;
  /** Sign-ups and password changes per client per minute (logins have their own failure throttle). */
  authRateLimitPerMinute: number;
  /** Failed sign-ins tolerated per account and per client within the window, then 429 until it ends. */
  loginThrottle: { perAccount: number; perClient: number; windowMs: number };
  /**
   * Order e-mails: SMTP when smtpUrl is set, else one .eml file per message in dir. pollMs is how often
   * the outbox worker looks for due e-mails; 0 leaves only wake() and the start-up drain (tests).
   */
  mail: { smtpUrl?: string; from: string; dir: string; pollMs: number };
  /** The shop's address as customers reach it, without a trailing slash. */
  publicUrl: string;
  /** Folder where uploaded images are stored (local storage; served under /uploads). */
  uploadDir: string;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** Reads and checks the environment once; throws a readable error for a bad or unsafe setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    if (!e.JWT_SECRET) throw new Error('JWT_SECRET must be set in production.');
    // The development value is published in this repository: anyone could sign tokens with it.
    if (e.JWT_SECRET === DEV_JWT_SECRET) {
      throw new Error('JWT_SECRET must be changed from the development default in production.');
    }
    if (e.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) {
      throw new Error('ADMIN_PASSWORD must be changed from the development default in production.');
    }
    // A shop that forgot its Stripe key must not quietly take orders paid with test cards.
    if (!e.STRIPE_SECRET_KEY && e.PAYMENT_PROVIDER !== 'test') {
      throw new Error(
        'STRIPE_SECRET_KEY must be set in production (or PAYMENT_PROVIDER=test to take test cards on purpose).',
      );
    }
  }
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sqliteReadWorkers: e.SQLITE_READ_WORKERS,
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    paymentProvider: e.STRIPE_SECRET_KEY && e.PAYMENT_PROVIDER !== 'test' ? 'stripe' : 'test',
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    },
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: e.WEB_DIST,
    // Production logs a line per request for its log pipeline; a developer's terminal only warnings.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    seedDemoAccounts: e.NODE_ENV !== 'production',
    // A first `npm start` shows a shop that has traded; tests and the journeys count their own orders.
    seedOrderHistory: e.NODE_ENV === 'development',
    // OWASP's scrypt cost in production and development. A test server (the browser journeys' store)
    // hashes cheaply: a journey signs up or in every time, and half a second of CPU each added minutes.
    passwordHashCost: e.NODE_ENV === 'test' ? 2 ** 10 : 2 ** 17,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    searchCacheTtlMs: e.SEARCH_CACHE_TTL_MS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    // OWASP's guidance: a handful of failures per account, more per client (shared NATs), 15 minutes.
    loginThrottle: { perAccount: 5, perClient: 20, windowMs: 15 * 60_000 },
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM,
      // Test runs must not litter the working tree with the e-mails of every order they place.
      dir: e.MAIL_DIR ?? (e.NODE_ENV === 'test' ? join(tmpdir(), 'store-test-mail') : 'data/mail'),
      pollMs: 5_000,
    },
    publicUrl: e.PUBLIC_URL,
    // As for e-mails: test runs keep their uploads out of the working tree.
    uploadDir:
      e.UPLOAD_DIR ?? (e.NODE_ENV === 'test' ? join(tmpdir(), 'store-test-uploads') : 'data/uploads'),
  };
}
