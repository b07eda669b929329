import type BetterSqlite3 from 'better-sqlite3';

/** Read settings and the store's SQL functions, for every connection (sqlite-connection.mjs). */
export function applyReadSettings(db: BetterSqlite3.Database): void;

/** A prepare() that keeps statements by text, least recently used out first. */
export function keptStatements(db: BetterSqlite3.Database): (sql: string) => BetterSqlite3.Statement;
