import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

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
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `seed_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const db = createDb({ url, schema });
  await migrateToLatest(db, schema);
  return {
    db,
    close: async () => {
      await db.destroy();
      await admin(`drop schema ${schema} cascade`);
    },
  };
}
