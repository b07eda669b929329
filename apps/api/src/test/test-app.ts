import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensureSearchIndex } from '../modules/search/search-index.ts';

/** Which database this run of the suite uses: vitest runs every API test file once per database. */
export const TEST_DB: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestAppOptions {
  /** Seed the demo catalogue (default true). */
  seed?: boolean;
  config?: Partial<AppConfig>;
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

/**
 * The real app on a fresh, isolated database: an in-memory SQLite database, or a PostgreSQL schema of
 * its own that is dropped when the app closes. Migrated and (by default) seeded.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  if (TEST_DB === 'postgres') await onPostgres(`create schema ${schema}`);
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    databaseUrl: TEST_DB === 'postgres' ? PG_URL : ':memory:',
    databaseSchema: TEST_DB === 'postgres' ? schema : undefined,
    // Hashing at production cost would make the suite slow; the scheme itself is unchanged.
    passwordHashCost: 2 ** 10,
    rateLimitPerMinute: 100_000,
    authRateLimitPerMinute: 10_000,
    ...options.config,
  };
  const app = await buildApp(config);
  if (TEST_DB === 'postgres') {
    app.addHook('onClose', async () => onPostgres(`drop schema ${schema} cascade`));
  }
  await migrateToLatest(app.db, schema);
  if (options.seed !== false) {
    const { seedDemo } = await import('../db/seed/seed-demo.ts');
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
