import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Prepared statements kept per SQLite connection; the least recently used goes past this many. */
const MAX_STATEMENTS = 1_000;

/**
 * The SQLite database as Kysely's dialect sees it, keeping each statement it prepares for the next
 * query of the same text, as the PostgreSQL pool keeps its named statements (connect.ts). Kysely
 * prepares on every query otherwise, and at 100k products a product page spent as long preparing its
 * four queries as running them. Kysely sends one text per query shape, so the texts repeat; SQLite
 * prepares a kept statement again by itself after a schema change.
 */
export function keepingStatements(db: BetterSqlite3.Database): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const found = kept.get(sql);
      // A statement still being iterated (a streamed read) cannot run again until it is done.
      if (found && !(found as unknown as BetterSqlite3.Statement).busy) {
        // Map order is insertion order: moving a hit to the end keeps the oldest first for eviction.
        kept.delete(sql);
        kept.set(sql, found);
        return found;
      }
      const statement = db.prepare(sql) as unknown as SqliteStatement;
      kept.set(sql, statement);
      if (kept.size > MAX_STATEMENTS) kept.delete(kept.keys().next().value as string);
      return statement;
    },
  };
}
