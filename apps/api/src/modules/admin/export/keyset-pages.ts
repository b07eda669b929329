/**
 * Reads a whole table in pages for an export, newest first, without OFFSET (which would re-read every
 * skipped row, page after page) and without a long-lived cursor (which on SQLite would hold the one
 * connection for the whole download, and on PostgreSQL a pool connection). Each page is one short
 * query for the rows after the last one seen, by (created_at, id) descending.
 */

/** Rows read per query: about 100 kB of CSV, so memory stays flat whatever the export's size. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Where the previous page ended. `at` is the stored created_at as the database writes it as text
 * (`cast(created_at as text)`), not as the driver parses it: PostgreSQL keeps microseconds that a
 * JavaScript date would round away, and a rounded bound could skip rows.
 */
export interface Keyset {
  at: string;
  id: string;
}

/** The page after `after` (the first page when null), at most `size` rows, each carrying its keyset. */
export type PageReader<Row extends { keyAt: string; id: string }> = (
  after: Keyset | null,
  size: number,
) => Promise<Row[]>;

/** Every row, one page at a time: the next page is read only when the consumer asks for it. */
export async function* keysetPages<Row extends { keyAt: string; id: string }>(
  read: PageReader<Row>,
  size = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let after: Keyset | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = { at: last.keyAt, id: last.id };
  }
}
