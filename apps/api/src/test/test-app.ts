import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Ctx } from '../lib/context.ts';
import { ensureSearchIndex } from '../modules/product-index/search-index.ts';

/** Which database this run of the suite uses: vitest runs every API test file once per database. */
export const TEST_DB: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestAppOptions {
  /** Seed the demo catalogue (default true). */
  seed?: boolean;
  config?: Partial<AppConfig>;
  /** On SQLite, a file rather than memory, so that createPeerApp can open the same database. */
  shareable?: boolean;
}

/** The database each test app works in, for createPeerApp. */
const databases = new WeakMap<FastifyInstance, Pick<AppConfig, 'databaseUrl' | 'databaseSchema'>>();

/** A SQLite file for one test app, removed (with its WAL files) when the app closes. */
function sqliteFile(): { url: string; remove: () => void } {
  const url = join(tmpdir(), `store-test-${randomBytes(6).toString('hex')}.db`);
  return { url, remove: () => ['', '-wal', '-shm'].forEach((end) => rmSync(url + end, { force: true })) };
}

async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The configuration every test app starts from, before its database and the test's own settings. */
function testConfig(): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    // Hashing at production cost would make the suite slow; the scheme itself is unchanged.
    passwordHashCost: 2 ** 10,
    rateLimitPerMinute: 100_000,
    authRateLimitPerMinute: 10_000,
  };
}

/**
 * The real app on a fresh, isolated database: an in-memory SQLite database, or a PostgreSQL schema of
 * its own that is dropped when the app closes. Migrated and (by default) seeded.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  if (TEST_DB === 'postgres') await onPostgres(`create schema ${schema}`);
  const file = TEST_DB === 'sqlite' && options.shareable ? sqliteFile() : null;
  const config: AppConfig = {
    ...testConfig(),
    databaseUrl: TEST_DB === 'postgres' ? PG_URL : (file?.url ?? ':memory:'),
    databaseSchema: TEST_DB === 'postgres' ? schema : undefined,
    ...options.config,
  };
  const app = await buildApp(config);
  if (TEST_DB === 'postgres') {
    app.addHook('onClose', async () => onPostgres(`drop schema ${schema} cascade`));
  }
  if (file) app.addHook('onClose', async () => file.remove());
  databases.set(app, { databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema });
  await migrateToLatest(app.db, schema);
  if (options.seed !== false) {
    const { seedDemo } = await import('../seed/seed-demo.ts');
    await seedDemo(app.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      passwordHashCost: config.passwordHashCost,
      demoAccounts: config.seedDemoAccounts,
    });
    await ensureSearchIndex(app.db);
  }
  await app.ready();
  return app;
}

/**
 * A second process of the same shop: another app on the database of `first` (created `shareable`),
 * with its own caches and connections. Close it before `first`, which drops the database.
 */
export async function createPeerApp(
  first: FastifyInstance,
  config: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const database = databases.get(first);
  if (!database) throw new Error('createPeerApp needs an app made by createTestApp');
  const app = await buildApp({ ...testConfig(), ...config, ...database });
  await app.ready();
  return app;
}

/** The context a timer's job runs in (a sweep, a worker): no caller, English. */
export function jobContext(app: FastifyInstance): Ctx {
  return { db: app.db, user: null, lang: 'en' };
}
