import { RATING_FILTERS, SEARCH_MIN_CHARS, SORT_OPTIONS, type SortOption } from '@store/shared/constants';
import { pageFromParam } from '../../components/ui/pagination/page-window.ts';

/** The advanced search as the URL holds it (storefront §2): a link or a reload restores all of it. */
export interface SearchFilters {
  q: string;
  /** Category slug; null is every category ('all'). */
  category: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  inStock: boolean;
  featured: boolean;
  sortBy: SortOption;
  page: number;
}

/** Storefront §9: category all, no prices, no rating, inStock false, featured false, relevance, page 1. */
export const DEFAULT_FILTERS: SearchFilters = {
  q: '',
  category: null,
  minPrice: null,
  maxPrice: null,
  minRating: null,
  inStock: false,
  featured: false,
  sortBy: 'relevance',
  page: 1,
};

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  // Price inputs have a minimum of 0 (storefront §5); a negative or garbled value is no filter.
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

function flag(value: string | null): boolean {
  return value === 'true' || value === '1';
}

/** Reads the filters from the URL; unknown or malformed values fall back to their defaults. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const category = params.get('category')?.trim() ?? '';
  const rating = Number(params.get('minRating'));
  const sortBy = params.get('sortBy');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    category: category === '' || category === 'all' ? null : category,
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    minRating: (RATING_FILTERS as readonly number[]).includes(rating) ? rating : null,
    inStock: flag(params.get('inStock')),
    featured: flag(params.get('featured')),
    sortBy: (SORT_OPTIONS as readonly string[]).includes(sortBy ?? '') ? (sortBy as SortOption) : 'relevance',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The filters as URL parameters in a stable order. Empty, 'all' and false filters are left out
 * (storefront §5), and so are the default sort and page 1, so a plain search keeps a plain address.
 */
export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.featured) params.set('featured', 'true');
  if (filters.sortBy !== 'relevance') params.set('sortBy', filters.sortBy);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Applies a change; any filter or sort change starts again from page 1 (storefront §4). */
export function updateFilters(filters: SearchFilters, change: Partial<SearchFilters>): SearchFilters {
  return { ...filters, page: 1, ...change };
}

/** Every filter back to its default; the query and the sort are not filters and stay. */
export function clearFilters(filters: SearchFilters): SearchFilters {
  return { ...DEFAULT_FILTERS, q: filters.q, sortBy: filters.sortBy };
}

/** How many filters narrow the results: category, price range, rating, in stock, featured (not sort). */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.category !== null,
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.minRating !== null,
    filters.inStock,
    filters.featured,
  ].filter(Boolean).length;
}

/** The query string of GET /api/search for these filters; absent values are not sent. */
export function searchQueryFor(
  filters: SearchFilters,
  limit: number,
): Record<string, string | number | boolean | undefined> {
  return {
    q: filters.q,
    limit,
    page: filters.page,
    category: filters.category ?? undefined,
    sortBy: filters.sortBy === 'relevance' ? undefined : filters.sortBy,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    minRating: filters.minRating ?? undefined,
    inStock: filters.inStock || undefined,
    featured: filters.featured || undefined,
  };
}

/** Two prices typed in either order become a range from the lower to the higher. */
export function orderedRange(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

/** The basic search page's words, page and size from its address (`/search?q=&page=`). */
export function basicSearch(
  params: URLSearchParams,
  limit: number,
): { query: { q: string; page: number; limit: number }; searchable: boolean } {
  const q = params.get('q')?.trim() ?? '';
  return {
    query: { q, page: pageFromParam(params.get('page')), limit },
    searchable: q.length >= SEARCH_MIN_CHARS,
  };
}
