import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DialectName } from './dialect.ts';
import { applyReadSettings } from './sqlite-connection.mjs';
import { SqliteReadPoolDialect } from './sqlite-read-dialect.ts';
import { SqliteReadPool } from './sqlite-read-pool.ts';
import { keepingStatements } from './sqlite-statements.ts';
import type { Database as Schema } from './types.ts';

export type Db = Kysely<Schema>;

export interface DbConfig {
  /** `postgres://…` / `postgresql://…` for PostgreSQL, else a SQLite file path (or `:memory:`). */
  url: string;
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  schema?: string;
  poolSize?: number;
  /** SQLite file only: worker threads that run reads off the event loop (0: reads on the main thread). */
  readWorkers?: number;
}

export function dialectForUrl(url: string): DialectName {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** The SQLite path, or the PostgreSQL host and database without credentials, for a console line. */
export function describeDatabase(url: string): string {
  if (dialectForUrl(url) === 'sqlite') return `SQLite ${url}`;
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.host}${parsed.pathname}`;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

/**
 * Hand PostgreSQL values back in the same forms SQLite gives: counts and sums as numbers, timestamps
 * as ISO-8601 strings. Set per pool, not globally.
 */
function pgTypeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === PG_INT8 || oid === PG_NUMERIC) return Number;
  if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) {
    return (v: string) => new Date(oid === PG_TIMESTAMP ? `${v}Z` : v).toISOString();
  }
  return pg.types.getTypeParser(oid, format as 'text');
}

/** Statements named and kept prepared per connection, at most; past that they run unnamed as before. */
const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * A pg client that prepares each parameterised statement once per connection and reuses it by name, as
 * postgres.js does by default: the server parses and plans a checkout's ~30 statements once instead of
 * on every request. Kysely sends the same text for the same query shape, so the names (a hash of the
 * text) repeat. Statements without parameters (migrations' DDL) stay unnamed.
 */
class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = `k${createHash('sha1').update(text).digest('base64url')}`;
      if (this.prepared.has(name) || this.prepared.size < MAX_PREPARED_PER_CONNECTION) {
        this.prepared.add(name);
        return super.query({ name, text, values }) as never;
      }
    }
    return (super.query as (...a: unknown[]) => unknown)(...args) as never;
  }
}

/** Opens the database named by the URL. */
export function createDb(config: DbConfig): Db {
  const plugins = [new CamelCasePlugin()];
  if (dialectForUrl(config.url) === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      Client: PreparingClient,
      types: { getTypeParser: pgTypeParser } as pg.CustomTypesConfig,
      options: [
        // SSD storage: random reads cost little more than sequential ones, so probing a few thousand
        // matches by index beats scanning the wide products table (the default 4 assumes spinning disks).
        '-c random_page_cost=1.1',
        // Short web queries under concurrency: parallel workers cost more to start than they save.
        '-c max_parallel_workers_per_gather=0',
        ...(config.schema ? [`-c search_path=${config.schema},public`] : []),
      ].join(' '),
    });
    return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  if (config.url !== ':memory:') mkdirSync(dirname(config.url), { recursive: true });
  const sqlite = new Database(config.url);
  // WAL lets readers run while a writer commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  applyReadSettings(sqlite);
  const sqliteConfig = { database: keepingStatements(sqlite) };
  // An in-memory database exists only on this connection: no other thread could read it.
  const workers = config.url === ':memory:' ? 0 : (config.readWorkers ?? 0);
  const dialect =
    workers > 0
      ? new SqliteReadPoolDialect(sqliteConfig, new SqliteReadPool(config.url, workers))
      : new SqliteDialect(sqliteConfig);
  return new Kysely<Schema>({ dialect, plugins });
}
