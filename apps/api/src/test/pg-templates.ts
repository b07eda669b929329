import pg from 'pg';

/** The PostgreSQL server and database the suite runs against. */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The run's template databases (pg-global-setup.ts), which each test app copies. */
export interface TemplateDatabases {
  /** The start of the name of every database of this run, templates and copies. */
  prefix: string;
  /** Migrated to the latest version, with no rows. */
  migrated: string;
  /** Migrated, seeded with the demo catalogue and accounts, and indexed for search. */
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplates: TemplateDatabases;
  }
}

/** The address of another database on the suite's server. */
export function postgresDatabaseUrl(database: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on a database of the suite's server with a connection of its own. */
export async function onPostgres<Row extends object = object>(
  statement: string,
  { url = PG_URL, params = [] }: { url?: string; params?: unknown[] } = {},
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement, params)).rows;
  } finally {
    await client.end();
  }
}

/** This run's databases on the suite's server (the templates and whatever copies remain). */
export async function databasesOfRun(prefix: string): Promise<string[]> {
  const rows = await onPostgres<{ datname: string }>(
    "select datname from pg_database where datname like $1 || '\\_%'",
    { params: [prefix] },
  );
  return rows.map((row) => row.datname);
}
