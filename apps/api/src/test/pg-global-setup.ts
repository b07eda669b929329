import pg from 'pg';

/**
 * Installs the extensions the search index uses once, before the PostgreSQL test files start: test
 * files migrate their own schemas in parallel, and two concurrent CREATE EXTENSION statements collide.
 */
export default async function setup(): Promise<void> {
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm with schema public');
    await client.query('create extension if not exists unaccent with schema public');
  } finally {
    await client.end();
  }
}
