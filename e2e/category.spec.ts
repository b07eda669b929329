import { CATEGORY_PAGE_SIZE } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { catalogApi, usd } from './support/catalog-api.ts';
import { pagination, productGrid, searchParamsOf, titleFromSlug } from './support/catalog-pages.ts';
import { messages } from './support/messages.ts';

/*
 * The category page (storefront §2 Category page, §8): its products and their count as
 * /api/categories/{slug}/products answers, a sort that reorders them, and 'No products found' with the
 * slug's title for a category that does not exist.
 */

const t = messages('en');
const SLUG = 'electronics';

test.describe('category page', () => {
  test('shows the API’s products and count, and a sort reorders them', async ({ page, request }) => {
    const limit = CATEGORY_PAGE_SIZE;
    const [byPriceHigh, byPriceLow] = await Promise.all([
      catalogApi.categoryProducts(request, SLUG, { limit, sortBy: 'price-high' }),
      catalogApi.categoryProducts(request, SLUG, { limit, sortBy: 'price-low' }),
    ]);
    expect(byPriceHigh.total, `${SLUG} has products`).toBeGreaterThan(1);
    const grid = productGrid(page);
    const main = page.getByRole('main');
    const sort = main.getByRole('combobox', { name: t('sort.label'), exact: true });

    await page.goto(`/category/${SLUG}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(byPriceHigh.categoryName);
    await expect(page).toHaveTitle(`${byPriceHigh.categoryName} | E-Commerce`);
    await expect(main.getByRole('status')).toHaveText(t('categoryPage.count', { count: byPriceHigh.total }));
    await expect(grid.cards).toHaveCount(Math.min(limit, byPriceHigh.total));
    await expect(sort).toHaveValue('relevance');

    await sort.selectOption({ label: t('sort.options.price-high') });
    await expect.poll(() => searchParamsOf(page)).toEqual({ sortBy: 'price-high' });
    await expect(grid.names).toHaveText(byPriceHigh.products.map((p) => p.name));
    const dearest = byPriceHigh.products[0];
    if (!dearest) throw new Error('unreachable: the category has products');
    await expect(grid.cards.first()).toContainText(usd(dearest.price));

    await sort.selectOption({ label: t('sort.options.price-low') });
    await expect.poll(() => searchParamsOf(page)).toEqual({ sortBy: 'price-low' });
    await expect(grid.names).toHaveText(byPriceLow.products.map((p) => p.name));
    expect(byPriceLow.products.map((p) => p.name)).not.toEqual(byPriceHigh.products.map((p) => p.name));
    // The count does not change with the order; one page holds the whole category.
    await expect(main.getByRole('status')).toHaveText(t('categoryPage.count', { count: byPriceLow.total }));
    if (byPriceLow.totalPages <= 1) await expect(pagination(page, t).nav).toHaveCount(0);

    // The sort is in the address: a reload keeps it.
    await page.reload();
    await expect(sort).toHaveValue('price-low');
    await expect(grid.names).toHaveText(byPriceLow.products.map((p) => p.name));
  });

  test('an unknown category says no products are found, under the slug’s title', async ({
    page,
    pageProblems,
  }) => {
    const slug = 'no-such-aisle';
    // The API answers 404 for it, and so does the server for the page, which shows its empty state.
    pageProblems.allow(slug);
    const main = page.getByRole('main');
    const title = titleFromSlug(slug);

    await page.goto(`/category/${slug}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | E-Commerce`);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(t('categoryPage.empty.title'));
    await expect(main.getByText(t('categoryPage.empty.text'), { exact: true })).toBeVisible();
    await expect(productGrid(page).cards).toHaveCount(0);
    await expect(main.getByRole('combobox', { name: t('sort.label') })).toHaveCount(0);
    await main.getByRole('link', { name: t('common.backHome'), exact: true }).click();
    await expect(page).toHaveURL('/');
  });
});
