import { SEARCH_ADVANCED_PAGE_SIZE } from '@store/shared/constants';
import type { SearchResponse } from '@store/shared/schemas/search';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { catalogApi, usd, type QueryValues } from './support/catalog-api.ts';
import { escapeRegExp } from './support/home-page.ts';
import type { Translate } from './support/messages.ts';
import { advancedSearch, pagination, productGrid, searchParamsOf } from './support/catalog-pages.ts';

/*
 * Advanced search (storefront §2 Search pages, §4, §5, §9): every filter and the sort live in the URL,
 * the cards are the API's answer for the same query string, the filter count leaves the sort out, any
 * change starts again from page 1, and a search that finds nothing offers to clear the filters.
 */

const CATEGORY = 'electronics';
const MIN_RATING = 4;

/**
 * The cards show exactly the API's products, in order, each reading (storefront §2, advanced search
 * card): '{discount}% OFF' when discounted, category, name, price and the old price when higher; and
 * only the cards of products out of stock say so.
 */
async function expectCards(page: Page, answer: SearchResponse, t: Translate): Promise<void> {
  const { cards } = productGrid(page);
  await expect(cards).toHaveText(
    answer.products.map((p) => {
      const parts = [
        p.discount > 0 ? t('price.off', { percent: p.discount }) : null,
        p.category,
        p.name,
        usd(p.price),
        p.originalPrice !== null && p.originalPrice > p.price ? usd(p.originalPrice) : null,
      ];
      return new RegExp(
        parts
          .filter((part) => part !== null)
          .map(escapeRegExp)
          .join('.*'),
      );
    }),
  );
  const soldOut = answer.products.filter((p) => !p.inStock).length;
  await expect(cards.filter({ hasText: t('product.outOfStock') })).toHaveCount(soldOut);
}

// Sorted by price, so the order never depends on what other journeys view meanwhile.
const SORT_BY = 'price-low';
const limit = SEARCH_ADVANCED_PAGE_SIZE;

test.describe('advanced search', () => {
  test('the sort is no filter; a category pages on; a filter change goes back to page 1', async ({
    page,
    request,
  }) => {
    const search = advancedSearch(page);
    const { t } = search;
    const pages = pagination(page, t);
    const [everything, inCategory, secondPage] = await Promise.all([
      catalogApi.search(request, { limit, sortBy: SORT_BY }),
      catalogApi.search(request, { limit, sortBy: SORT_BY, category: CATEGORY }),
      catalogApi.search(request, { limit, sortBy: SORT_BY, category: CATEGORY, page: 2 }),
    ]);
    const category = everything.filters.categories.find((c) => c.slug === CATEGORY);
    if (!category) throw new Error(`the search facets have no ${CATEGORY} category`);
    expect(inCategory.totalPages, `${CATEGORY} fills more than one page`).toBeGreaterThan(1);

    // No filter: every product, at most five page links, nothing to clear.
    await page.goto('/advanced-search');
    await expect(page).toHaveTitle(`${t('advancedSearch.title')} | E-Commerce`);
    await expect(search.resultCount).toHaveText(t('advancedSearch.results', { count: everything.total }));
    await expect(productGrid(page).cards).toHaveCount(Math.min(limit, everything.total));
    await expect(pages.pageLinks).toHaveCount(Math.min(5, everything.totalPages));
    await expect(search.clearAll).toBeDisabled();
    await expect(search.anyFiltersApplied).toHaveCount(0);
    await expect(search.toggle).toHaveAttribute('aria-expanded', 'true');

    // The sort is not a filter: still nothing to clear, no filter counted.
    await search.sort.selectOption({ label: t(`sort.options.${SORT_BY}`) });
    await expect.poll(() => searchParamsOf(page)).toEqual({ sortBy: SORT_BY });
    await expectCards(page, everything, t);
    await expect(search.clearAll).toBeDisabled();
    await expect(search.anyFiltersApplied).toHaveCount(0);

    // A category, then its second page.
    await search.category(category.name).check();
    await expect.poll(() => searchParamsOf(page)).toEqual({ category: CATEGORY, sortBy: SORT_BY });
    await expect(search.resultCount).toHaveText(t('advancedSearch.results', { count: inCategory.total }));
    await expect(productGrid(page).names).toHaveText(inCategory.products.map((p) => p.name));
    await expect(search.clearAll).toBeEnabled();
    await expect(search.filtersApplied(1)).toBeVisible();
    await pages.pageLink(2).click();
    await expect.poll(() => searchParamsOf(page)).toEqual({ category: CATEGORY, sortBy: SORT_BY, page: '2' });
    await expect(pages.pageLink(2)).toHaveAttribute('aria-current', 'page');
    await expect(productGrid(page).names).toHaveText(secondPage.products.map((p) => p.name));

    // Any filter change starts again from page 1.
    await search.inStock.check();
    await expect
      .poll(() => searchParamsOf(page))
      .toEqual({ category: CATEGORY, inStock: 'true', sortBy: SORT_BY });
    await expect(search.filtersApplied(2)).toBeVisible();
    const inStock = await catalogApi.search(request, {
      limit,
      sortBy: SORT_BY,
      category: CATEGORY,
      inStock: true,
    });
    await expect(productGrid(page).names).toHaveText(inStock.products.map((p) => p.name));
    if (inStock.totalPages > 1) await expect(pages.pageLink(1)).toHaveAttribute('aria-current', 'page');
    else await expect(pages.nav).toHaveCount(0);
  });

  test('every filter and the sort go into the URL, narrow the results like the API, survive a reload', async ({
    page,
    request,
  }) => {
    const search = advancedSearch(page);
    const { t } = search;
    const inCategory = await catalogApi.search(request, { limit, sortBy: SORT_BY, category: CATEGORY });
    const category = inCategory.filters.categories.find((c) => c.slug === CATEGORY);
    if (!category) throw new Error(`the search facets have no ${CATEGORY} category`);
    // A price range inside the category's own range, so it narrows without emptying the results.
    const { min, max } = inCategory.filters.priceRange;
    const minPrice = Math.ceil(min + (max - min) * 0.02);
    const maxPrice = Math.floor(max - (max - min) * 0.2);
    const filters: QueryValues = {
      category: CATEGORY,
      minPrice,
      maxPrice,
      minRating: MIN_RATING,
      inStock: true,
      sortBy: SORT_BY,
    };
    const [answer, everything] = await Promise.all([
      catalogApi.search(request, { ...filters, limit }),
      catalogApi.search(request, { limit, sortBy: SORT_BY }),
    ]);
    expect(answer.total, 'the filters leave some products').toBeGreaterThan(0);
    // The API's answer itself keeps to every filter, and its order to the sort.
    for (const product of answer.products) {
      expect(product.categorySlug).toBe(CATEGORY);
      expect(product.price).toBeGreaterThanOrEqual(minPrice);
      expect(product.price).toBeLessThanOrEqual(maxPrice);
      expect(product.rating).toBeGreaterThanOrEqual(MIN_RATING);
      expect(product.inStock).toBe(true);
    }
    const prices = answer.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.goto('/advanced-search');
    await search.category(category.name).check();
    await search.minPrice.fill(String(minPrice));
    await search.maxPrice.fill(String(maxPrice));
    await search.applyPrice.click();
    await expect(search.filtersApplied(2)).toBeVisible();
    await search.rating(MIN_RATING).check();
    await search.inStock.check();
    await search.sort.selectOption({ label: t(`sort.options.${SORT_BY}`) });
    const expectedParams = Object.fromEntries(
      Object.entries(filters).map(([key, value]) => [key, String(value)]),
    );
    await expect.poll(() => searchParamsOf(page)).toEqual(expectedParams);
    // Four filters; the sort is not counted.
    await expect(search.filtersApplied(4)).toBeVisible();
    await expect(search.sidebar.getByRole('heading', { level: 2 })).toHaveText(
      `${t('advancedSearch.filters.title')}4`,
    );
    await expect(search.resultCount).toHaveText(t('advancedSearch.results', { count: answer.total }));
    await expectCards(page, answer, t);

    // A reload restores every filter, the sort and the same results.
    await page.reload();
    await expect(search.category(category.name)).toBeChecked();
    await expect(search.minPrice).toHaveValue(String(minPrice));
    await expect(search.maxPrice).toHaveValue(String(maxPrice));
    await expect(search.rating(MIN_RATING)).toBeChecked();
    await expect(search.inStock).toBeChecked();
    await expect(search.sort).toHaveValue(SORT_BY);
    await expect(search.filtersApplied(4)).toBeVisible();
    await expectCards(page, answer, t);

    // Clear all drops the filters and keeps the sort.
    await search.clearAll.click();
    await expect.poll(() => searchParamsOf(page)).toEqual({ sortBy: SORT_BY });
    await expect(search.allCategories).toBeChecked();
    await expect(search.inStock).not.toBeChecked();
    await expect(search.clearAll).toBeDisabled();
    await expect(search.anyFiltersApplied).toHaveCount(0);
    await expect(search.resultCount).toHaveText(t('advancedSearch.results', { count: everything.total }));
  });

  test('a search that finds nothing says so and offers to clear the filters', async ({ page, request }) => {
    const search = advancedSearch(page);
    const { t } = search;
    const [featured] = await api.featured(request);
    if (!featured) throw new Error('the demo catalogue has no featured product');
    const words = featured.name.split(' ')[0] ?? featured.name;
    const withWords = await catalogApi.search(request, { q: words, limit: SEARCH_ADVANCED_PAGE_SIZE });
    expect(withWords.total).toBeGreaterThan(0);
    // No product of that name is that expensive.
    const minPrice = Math.ceil(withWords.filters.priceRange.max) + 1;

    await page.goto(`/advanced-search?q=${encodeURIComponent(words)}&minPrice=${minPrice}`);
    await expect(page.getByRole('heading', { name: t('searchPage.noResults.title') })).toBeVisible();
    await expect(page.getByText(t('searchPage.noResults.text'), { exact: true })).toBeVisible();
    await expect(search.resultCount).toHaveText(t('advancedSearch.resultsFor', { count: 0, query: words }));
    await expect(productGrid(page).cards).toHaveCount(0);
    await expect(pagination(page, t).nav).toHaveCount(0);

    await search.main.getByRole('button', { name: t('advancedSearch.clearFilters'), exact: true }).click();
    await expect.poll(() => searchParamsOf(page)).toEqual({ q: words });
    await expect(search.resultCount).toHaveText(
      t('advancedSearch.resultsFor', { count: withWords.total, query: words }),
    );
    await expect(productGrid(page).names).toHaveText(withWords.products.map((p) => p.name));
    await expect(search.main.getByRole('searchbox', { name: t('advancedSearch.inputLabel') })).toHaveValue(
      words,
    );
  });
});
