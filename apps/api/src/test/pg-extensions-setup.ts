import { onPostgres } from './pg-templates.ts';

/** What the search index needs on PostgreSQL, in the public schema of each database. */
export const EXTENSIONS = [
  'create extension if not exists pg_trgm with schema public',
  'create extension if not exists unaccent with schema public',
];

/**
 * Installs the extensions in the test database once, before the test files start: a test app with a
 * schema of its own migrates there, and two concurrent CREATE EXTENSION statements collide. Alone, the
 * global setup of the isolated PostgreSQL files (one file today), for which building the template
 * databases of pg-global-setup.ts would cost more than it saves.
 */
export default async function installExtensions(): Promise<void> {
  for (const statement of EXTENSIONS) await onPostgres(statement);
}
