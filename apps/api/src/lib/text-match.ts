import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * `needle` anywhere in a text column, ignoring case, alike on SQLite and PostgreSQL: the database
 * lower-cases both the column and the needle (so both fold alike) and compares with LIKE, the
 * needle's own % and _ escaped so they match literally. For admin list searches over a few columns
 * (order numbers, names, e-mails), where a substring is what staff type. SQLite's lower() folds
 * ASCII letters only: there 'ørsted' does not find 'Ørsted' (typed as stored, it does), while
 * PostgreSQL folds every letter.
 */
export function containsText(column: Expression<string | null>, needle: string): RawBuilder<boolean> {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${column}) like lower(${pattern}) escape '\\'`;
}
