import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { databasesOfRun, onPostgres, postgresDatabaseUrl, type TemplateDatabases } from './pg-templates.ts';
import installExtensions, { EXTENSIONS } from './pg-extensions-setup.ts';
import { seedTestShop, testConfig } from './test-app.ts';

/**
 * Before the PostgreSQL test files start: installs the extensions (pg-extensions-setup.ts), and
 * builds this run's two template databases, migrated, and migrated and seeded, which every other
 *   test app copies (test-app.ts): copying took 0.2 s here, migrating and seeding a schema 2 s.
 * Returns the teardown, which drops the templates and any copy a test app left behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await installExtensions();

  const prefix = `run_${randomBytes(4).toString('hex')}`;
  const templates: TemplateDatabases = { prefix, migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  // Every worker has ended by now, so forcing closes no connection a test still uses. Eight at a
  // time: one drop waits on a checkpoint, about 0.6 s here, and eight together took 1.5 s.
  const dropAll = async () => {
    const names = await databasesOfRun(prefix);
    for (let i = 0; i < names.length; i += 8) {
      await Promise.all(
        names.slice(i, i + 8).map((name) => onPostgres(`drop database if exists ${name} with (force)`)),
      );
    }
  };
  try {
    for (const [kind, name] of [
      ['migrated', templates.migrated],
      ['seeded', templates.seeded],
    ] as const) {
      await onPostgres(`create database ${name}`);
      const url = postgresDatabaseUrl(name);
      for (const statement of EXTENSIONS) await onPostgres(statement, { url });
      const db = createDb({ url });
      try {
        await migrateToLatest(db);
        if (kind === 'seeded') await seedTestShop(db, testConfig());
      } finally {
        // A template must have no connection left, or copying it is refused.
        await db.destroy();
      }
    }
  } catch (error) {
    await dropAll();
    throw error;
  }
  project.provide('pgTemplates', templates);
  return dropAll;
}
