import type { SortOption } from '@store/shared/constants';

/** The product columns a category page can be ordered by. */
export type SortColumn = 'featured' | 'viewCount' | 'priceCents' | 'rating' | 'reviewCount' | 'createdAt';

export interface CategorySort {
  columns: readonly SortColumn[];
  direction: 'asc' | 'desc';
}

/**
 * Each sort of a category page: its columns, then the product id, all in one direction, so the order
 * is total (stable across pages) and a page can start from a row's key with one row-value comparison
 * that an index of migration 0018 answers, walked forwards or backwards.
 */
export const CATEGORY_SORTS: Record<SortOption, CategorySort> = {
  relevance: { columns: ['featured', 'viewCount'], direction: 'desc' },
  'price-low': { columns: ['priceCents'], direction: 'asc' },
  'price-high': { columns: ['priceCents'], direction: 'desc' },
  rating: { columns: ['rating', 'reviewCount'], direction: 'desc' },
  reviews: { columns: ['reviewCount'], direction: 'desc' },
  newest: { columns: ['createdAt'], direction: 'desc' },
  popularity: { columns: ['viewCount'], direction: 'desc' },
};

/** Where a row sits in a sort: its sort columns' values, then its id. */
export type SortKey = readonly (string | number)[];

/** A page's last row as an opaque token the next page can start after (`after`). */
export function encodeCursor(sort: SortOption, key: SortKey): string {
  return Buffer.from(JSON.stringify([sort, ...key])).toString('base64url');
}

/** ISO-8601 UTC, as every timestamp column holds it. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
/** PostgreSQL's integer columns refuse anything past 32 bits, with an error rather than no match. */
const MAX_INTEGER = 2 ** 31 - 1;

/**
 * Whether a cursor's value can be compared with the column: a bad one must be refused here, not reach
 * the database as a type error (a 500 on PostgreSQL).
 */
function fitsColumn(column: SortColumn, value: unknown): boolean {
  if (column === 'createdAt') {
    return typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
  }
  if (column === 'rating') return typeof value === 'number' && Number.isFinite(value);
  return Number.isInteger(value) && Math.abs(value as number) <= MAX_INTEGER;
}

/** The key a cursor names, or null when it is not one this sort made (wrong sort, shape or types). */
export function decodeCursor(sort: SortOption, cursor: string): SortKey | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed[0] !== sort) return null;
  const key: unknown[] = parsed.slice(1);
  const columns = CATEGORY_SORTS[sort].columns;
  if (key.length !== columns.length + 1) return null;
  const id = key[columns.length];
  if (typeof id !== 'string' || !/^[0-9a-f]{24}$/.test(id)) return null;
  const valid = columns.every((column, i) => fitsColumn(column, key[i]));
  return valid ? (key as SortKey) : null;
}
