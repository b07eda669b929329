import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  clearFilters,
  filtersFromParams,
  orderedRange,
  paramsFromFilters,
  searchQueryFor,
  updateFilters,
} from './search-filters.ts';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('filters from the URL', () => {
  it('reads every filter of an advanced search link', () => {
    expect(
      read(
        'q=headphones&category=electronics&minPrice=50&maxPrice=300&minRating=4&inStock=true&featured=true&sortBy=price-low&page=3',
      ),
    ).toEqual({
      q: 'headphones',
      category: 'electronics',
      minPrice: 50,
      maxPrice: 300,
      minRating: 4,
      inStock: true,
      featured: true,
      sortBy: 'price-low',
      page: 3,
    });
  });

  it('gives the defaults for an empty address', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
  });

  it("treats 'all', false, empty and malformed values as no filter", () => {
    expect(
      read(
        'category=all&minPrice=-5&maxPrice=abc&minRating=5&inStock=false&featured=0&sortBy=cheapest&page=0',
      ),
    ).toEqual(DEFAULT_FILTERS);
    expect(read('q=%20%20&category=&minPrice=')).toEqual(DEFAULT_FILTERS);
  });

  it('keeps a price of 0, the minimum', () => {
    expect(read('minPrice=0').minPrice).toBe(0);
  });
});

describe('filters to the URL', () => {
  it('round-trips through the address', () => {
    const filters = read('q=tee&category=fashion&maxPrice=40&minRating=3&inStock=true&sortBy=newest&page=2');
    expect(read(paramsFromFilters(filters).toString())).toEqual(filters);
  });

  it("leaves out empty, 'all' and false filters, the default sort and page 1", () => {
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(paramsFromFilters({ ...DEFAULT_FILTERS, q: 'lamp', minPrice: 0 }).toString()).toBe(
      'q=lamp&minPrice=0',
    );
  });
});

describe('changing filters', () => {
  const onPage4 = { ...DEFAULT_FILTERS, q: 'mat', page: 4 };

  it('goes back to page 1 on any filter or sort change', () => {
    expect(updateFilters(onPage4, { inStock: true }).page).toBe(1);
    expect(updateFilters(onPage4, { sortBy: 'rating' }).page).toBe(1);
    expect(updateFilters(onPage4, { page: 5 }).page).toBe(5);
  });

  it('clears every filter but keeps the query and the sort', () => {
    const busy = {
      ...onPage4,
      category: 'sports-outdoors',
      minRating: 2,
      featured: true,
      sortBy: 'reviews' as const,
    };
    expect(clearFilters(busy)).toEqual({ ...DEFAULT_FILTERS, q: 'mat', sortBy: 'reviews' });
  });

  it('counts active filters, the price range once and the sort never', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, sortBy: 'price-high', q: 'x' })).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        category: 'fashion',
        minPrice: 10,
        maxPrice: 20,
        minRating: 4,
        inStock: true,
        featured: true,
      }),
    ).toBe(5);
  });

  it('orders a reversed price range', () => {
    expect(orderedRange(80, 20)).toEqual([20, 80]);
    expect(orderedRange(null, 20)).toEqual([null, 20]);
  });
});

describe('the search call', () => {
  it('sends only the filters that are set', () => {
    expect(searchQueryFor({ ...DEFAULT_FILTERS, q: 'lamp' }, 12)).toEqual({
      q: 'lamp',
      limit: 12,
      page: 1,
      category: undefined,
      sortBy: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
      inStock: undefined,
      featured: undefined,
    });
    expect(
      searchQueryFor(
        { ...DEFAULT_FILTERS, q: 'lamp', category: 'home-garden', minPrice: 0, inStock: true, page: 2 },
        12,
      ),
    ).toMatchObject({ category: 'home-garden', minPrice: 0, inStock: true, page: 2 });
  });
});
