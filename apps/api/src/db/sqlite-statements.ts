import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { keptStatements } from './sqlite-connection.mjs';

/**
 * The SQLite database as Kysely's dialect sees it, keeping each statement it prepares for the next
 * query of the same text, as the PostgreSQL pool keeps its named statements (connect.ts). Kysely
 * prepares on every query otherwise, and at 100k products a product page spent as long preparing its
 * four queries as running them.
 */
export function keepingStatements(db: BetterSqlite3.Database): SqliteDatabase {
  const prepare = keptStatements(db);
  return {
    close: () => db.close(),
    prepare: (sql: string) => prepare(sql) as unknown as SqliteStatement,
  };
}
