import { randomBytes } from 'node:crypto';
import { createDb, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { onPostgres, PG_URL } from '../test/pg-templates.ts';

/**
 * A fresh, migrated database for the seed tests, on the database the suite runs against
 * (TEST_DB=postgres gives a schema of its own, dropped on close; otherwise in-memory SQLite).
 */
export async function openTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const db = createDb({ url: ':memory:' });
    await migrateToLatest(db);
    return { db, close: () => db.destroy() };
  }
  const schema = `seed_${randomBytes(6).toString('hex')}`;
  await onPostgres(`create schema ${schema}`);
  const db = createDb({ url: PG_URL, schema });
  await migrateToLatest(db, schema);
  return {
    db,
    close: async () => {
      await db.destroy();
      await onPostgres(`drop schema ${schema} cascade`);
    },
  };
}
