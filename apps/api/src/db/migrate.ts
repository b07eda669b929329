import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial-schema.ts';

/** Migrations are listed here in order, so they run the same from source, tests and production. */
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initial,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Brings the database to the latest schema; throws on the first failing migration. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
