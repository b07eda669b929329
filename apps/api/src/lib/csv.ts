import { Readable } from 'node:stream';

/**
 * CSV as spreadsheets read it (RFC 4180): UTF-8 with a byte-order mark so Excel picks the encoding,
 * CRLF line ends, a cell quoted when it holds a comma, a quote or a line break (its quotes doubled).
 * A text cell starting with =, +, -, @, a tab or a carriage return is prefixed with a single quote:
 * a spreadsheet would otherwise run it as a formula (CSV injection, OWASP), and customers type names
 * and addresses.
 */

export type CsvValue = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, neutralised and quoted as needed; null and undefined are empty. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let cell = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(cell)) cell = `'${cell}`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One line of cells, CRLF-terminated. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A CSV document as a stream: the BOM and the header line, then each batch of rows as one chunk.
 * Batches are pulled only as the reader takes chunks (Readable.from honours backpressure), so a slow
 * download never makes the source read ahead: memory holds about one batch whatever the row count.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly CsvValue[][]>,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvLine).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
