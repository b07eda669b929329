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
  const valid = columns.every((column, i) =>
    column === 'createdAt'
      ? typeof key[i] === 'string'
      : typeof key[i] === 'number' && Number.isFinite(key[i]),
  );
  return valid ? (key as SortKey) : null;
}
