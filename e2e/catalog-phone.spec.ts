import { SEARCH_ADVANCED_PAGE_SIZE, SEARCH_DROPDOWN_PRODUCTS } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { catalogApi } from './support/catalog-api.ts';
import {
  advancedSearch,
  headerSearch,
  productGrid,
  searchParamsOf,
  sidewaysOverflow,
} from './support/catalog-pages.ts';

/*
 * The header search dropdown and the advanced search filters on a phone (390×844): the dropdown fits
 * the screen and its rows can be picked; the filter sidebar starts tucked away, opens, filters and
 * closes again, and nothing scrolls sideways.
 */

const PHONE = { width: 390, height: 844 };

test.describe('catalogue on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the header search dropdown fits the screen and opens a product', async ({ page, request }) => {
    const featured = await api.featured(request);
    const name = featured.map((p) => p.name).find((n) => /^\p{L}{4}/u.test(n));
    if (!name) throw new Error('no featured product name starts with four letters');
    const words = name.slice(0, 4);
    const quick = await catalogApi.search(request, { q: words, limit: SEARCH_DROPDOWN_PRODUCTS });
    const [first] = quick.products;
    if (!first) throw new Error(`"${words}" finds no product`);
    const search = headerSearch(page);

    await page.goto('/');
    await expect(search.box).toBeInViewport();
    await search.box.tap();
    await search.box.fill(words);
    await expect(search.searchForRow(words)).toBeVisible();
    const row = search.group('products').getByRole('option').first();
    await expect(row).toContainText(first.name);

    const box = await search.listbox.boundingBox();
    expect(box, 'the dropdown is laid out').not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
    await expect(row).toBeInViewport();
    expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);

    await row.tap();
    await expect(page).toHaveURL(`/product/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  });

  test('the advanced search filters start hidden, open, filter and close again', async ({
    page,
    request,
  }) => {
    const slug = 'electronics';
    const limit = SEARCH_ADVANCED_PAGE_SIZE;
    const everything = await catalogApi.search(request, { limit, sortBy: 'price-low' });
    const inCategory = await catalogApi.search(request, { limit, sortBy: 'price-low', category: slug });
    const facet = everything.filters.categories.find((c) => c.slug === slug);
    if (!facet) throw new Error(`the search facets have no ${slug} category`);
    const search = advancedSearch(page);
    const { t } = search;

    await page.goto('/advanced-search?sortBy=price-low');
    await expect(search.resultCount).toHaveText(t('advancedSearch.results', { count: everything.total }));
    await expect(search.toggle).toHaveAccessibleName(t('advancedSearch.showFilters'));
    await expect(search.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(search.sidebar).toBeHidden();

    await search.toggle.tap();
    await expect(search.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(search.toggle).toHaveAccessibleName(t('advancedSearch.hideFilters'));
    await expect(search.sidebar).toBeVisible();
    await search.category(facet.name).tap();
    await expect.poll(() => searchParamsOf(page)).toEqual({ category: slug, sortBy: 'price-low' });
    await expect(search.category(facet.name)).toBeChecked();
    expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);

    await search.toggle.tap();
    await expect(search.sidebar).toBeHidden();
    await expect(search.toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, the button still tells how many filters narrow the results.
    await expect(search.toggle).toHaveAccessibleName(`${t('advancedSearch.showFilters')} 1`);
    await expect(search.resultCount).toHaveText(t('advancedSearch.results', { count: inCategory.total }));
    await expect(productGrid(page).names).toHaveText(inCategory.products.map((p) => p.name));
    expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
  });
});
