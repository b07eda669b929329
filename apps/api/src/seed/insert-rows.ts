import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * Bound-parameter budget of one statement: SQLite allows 32,766 and PostgreSQL 65,535, so one budget
 * under the smaller limit keeps a single code path for both.
 */
const MAX_PARAMS = 30_000;

type Table = keyof Database & string;

/** Rows per statement for rows of this many columns. */
export function batchSize(columnCount: number): number {
  return Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, columnCount)));
}

/**
 * Multi-row inserts in batches under the parameter limits. With `skipExisting`, rows whose key is
 * already there are left alone (ON CONFLICT DO NOTHING works the same on SQLite and PostgreSQL),
 * which is what makes the demo seed idempotent. Returns how many rows were actually inserted.
 */
export async function insertRows<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: { skipExisting?: boolean } = {},
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first);
  // SQLite has no DEFAULT inside a multi-row VALUES list, so a column missing from one row would
  // silently become NULL there: every row must name the same columns.
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || !columns.every((c) => c in row)) {
      throw new Error(`insertRows(${table}): rows must all have the columns ${columns.join(', ')}`);
    }
  }
  const size = batchSize(columns.length);
  let inserted = 0;
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    let query = db.insertInto(table).values(batch);
    if (options.skipExisting) query = query.onConflict((oc) => oc.doNothing());
    const result = await query.executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}
