import { type Expression, type RawBuilder, sql } from 'kysely';

/** Only ASCII characters: SQLite's own lower() folds such a needle and whatever it can match. */
const ASCII_ONLY = /^[\x20-\x7e]*$/;

/**
 * `needle` anywhere in a text column, ignoring case, alike on SQLite and PostgreSQL: the database
 * lower-cases both the column and the needle (so both fold alike) and compares with LIKE, the
 * needle's own % and _ escaped so they match literally. For admin list searches over a few columns
 * (order numbers, names, e-mails), where a substring is what staff type.
 * A needle with letters beyond ASCII ('élodie') is folded with unicode_lower (migration 0012), which
 * on SQLite is a JavaScript function and makes a full scan about 4× slower; an ASCII needle keeps the
 * built-in lower(), since no letter it holds can match a non-ASCII one of the column.
 */
export function containsText(column: Expression<string | null>, needle: string): RawBuilder<boolean> {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const fold = sql.raw(ASCII_ONLY.test(needle) ? 'lower' : 'unicode_lower');
  return sql<boolean>`${fold}(${column}) like ${fold}(${pattern}) escape '\\'`;
}
