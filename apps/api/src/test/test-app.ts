import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Ctx } from '../lib/context.ts';
import { ensureSearchIndex } from '../modules/product-index/search-index.ts';
import { onPostgres, PG_URL, postgresDatabaseUrl, type TemplateDatabases } from './pg-templates.ts';

/** Which database this run of the suite uses: vitest runs every API test file once per database. */
export const TEST_DB: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

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

/** The configuration every test app starts from, before its database and the test's own settings. */
export function testConfig(): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    // Hashing at production cost would make the suite slow; the scheme itself is unchanged.
    passwordHashCost: 2 ** 10,
    rateLimitPerMinute: 100_000,
    authRateLimitPerMinute: 10_000,
  };
}

/** The settings the demo seed reads: a test that changes one cannot start from a seeded copy. */
const SEED_SETTINGS = ['adminEmail', 'adminPassword', 'passwordHashCost', 'seedDemoAccounts'] as const;

/** The demo catalogue, accounts and search index, seeded as `config` says. */
export async function seedTestShop(db: Db, config: AppConfig): Promise<void> {
  const { seedDemo } = await import('../seed/seed-demo.ts');
  await seedDemo(db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    passwordHashCost: config.passwordHashCost,
    demoAccounts: config.seedDemoAccounts,
  });
  await ensureSearchIndex(db);
}

/**
 * Where a PostgreSQL test app lives: a copy of the run's migrated (and seeded) template database
 * (pg-templates.ts), which takes about 0.2 s against 2 s to migrate and seed a schema; or, for a test
 * whose settings change what the seed writes, a schema of its own in the test database.
 */
async function postgresPlace(
  options: TestAppOptions,
): Promise<Pick<AppConfig, 'databaseUrl' | 'databaseSchema'>> {
  const suffix = randomBytes(6).toString('hex');
  const templates = inject('pgTemplates') as TemplateDatabases | undefined;
  const seedAsUsual = !SEED_SETTINGS.some((key) => options.config?.[key] !== undefined);
  const template =
    templates && seedAsUsual ? templates[options.seed === false ? 'migrated' : 'seeded'] : null;
  if (templates && template) {
    const name = `${templates.prefix}_copy_${suffix}`;
    await onPostgres(`create database ${name} template ${template}`);
    return { databaseUrl: postgresDatabaseUrl(name), databaseSchema: undefined };
  }
  const schema = `test_${suffix}`;
  await onPostgres(`create schema ${schema}`);
  return { databaseUrl: PG_URL, databaseSchema: schema };
}

/**
 * The real app on a fresh, isolated database, migrated and (by default) seeded: an in-memory SQLite
 * database, or on PostgreSQL a database or a schema of its own (postgresPlace).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const place = TEST_DB === 'postgres' ? await postgresPlace(options) : null;
  const file = TEST_DB === 'sqlite' && options.shareable ? sqliteFile() : null;
  const config: AppConfig = {
    ...testConfig(),
    databaseUrl: file?.url ?? ':memory:',
    ...place,
    ...options.config,
  };
  const app = await buildApp(config);
  // A copy of a template (no schema) is not dropped as the app closes: its pool and listeners are
  // still open when a hook of ours runs (Fastify runs onClose hooks last added first), and PostgreSQL
  // waits 5 s for them before it refuses. The run's teardown drops every copy.
  const schema = place?.databaseSchema;
  const copy = place !== null && !schema;
  if (schema) {
    app.addHook('onClose', async () => {
      await onPostgres(`drop schema ${schema} cascade`);
    });
  }
  if (file) app.addHook('onClose', async () => file.remove());
  databases.set(app, { databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema });
  if (!copy) {
    await migrateToLatest(app.db, config.databaseSchema);
    if (options.seed !== false) await seedTestShop(app.db, config);
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
