import { PAGINATION_MAX_BUTTONS } from '@store/shared/constants';

/**
 * The page numbers to offer as buttons: at most `max` (storefront §9), a window kept around the current
 * page and shifted inwards at either end so it is always full when there are enough pages.
 */
export function pageWindow(current: number, totalPages: number, max = PAGINATION_MAX_BUTTONS): number[] {
  if (totalPages < 1 || max < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const size = Math.min(max, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The page number of a `page=` URL parameter: a whole number from 1, anything else reads as page 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The URL of another page of a listing: its query kept, `page=` set (left out for page 1). */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}
