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

/** This run's databases on the suite's server (the templates and whatever copies remain). */
export async function databasesOfRun(prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 || '\\_%'",
      [prefix],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

/** Runs one statement on the suite's database with a connection of its own. */
export async function onPostgres(statement: string, url = PG_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
