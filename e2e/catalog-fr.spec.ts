import { SEARCH_DROPDOWN_PRODUCTS, STORAGE_KEYS } from '@store/shared/constants';
import { optionValueLabel } from '@store/shared/option-values';
import type { ProductDetail } from '@store/shared/schemas/product';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { catalogApi, usd } from './support/catalog-api.ts';
import { advancedSearch, headerSearch, productGrid, searchParamsOf } from './support/catalog-pages.ts';
import { homePage } from './support/home-page.ts';
import {
  dimensionValues,
  dimensionsOf,
  findProductWithVariants,
  productPage,
} from './support/product-page.ts';

/*
 * The catalogue and search journeys in French (storefront §1, §4 Language): French UI texts from fr.json
 * and French product and category names from the API with lang=fr, whether the shopper switches with
 * the header's EN/FR selector or comes back with French remembered.
 */

test.describe('catalogue in French', () => {
  test('switching to French on a product page shows the product and its page in French', async ({
    page,
    request,
  }) => {
    // One whose French name and first colour differ, so the page visibly switches.
    const product = await findProductWithVariants(
      request,
      async (candidate) =>
        frenchColour(candidate) !== undefined &&
        (await catalogApi.product(request, candidate.id, 'fr')).name !== candidate.name,
    );
    const french = await catalogApi.product(request, product.id, 'fr');
    const en = productPage(page, 'en');
    const fr = productPage(page, 'fr');
    const [firstDimension] = dimensionsOf(product);
    if (!firstDimension) throw new Error('unreachable: the product has variants');

    await page.goto(`/product/${product.id}`);
    await expect(en.heading).toHaveText(product.name);
    await homePage(page, 'en').languages.getByRole('button', { name: 'Français' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(fr.heading).toHaveText(french.name);
    await expect(page).toHaveTitle(`${french.name} | E-Commerce`);
    await expect(fr.breadcrumb.getByRole('link', { name: french.category })).toBeVisible();
    // Prices stay in US dollars, en-US, in both languages.
    await expect(fr.price).toHaveText(`${fr.t('price.current')} ${usd(french.price)}`);

    await fr.tab('specifications').click();
    const specs = Object.entries(french.specifications);
    const panel = fr.main.getByRole('tabpanel');
    await expect(panel.getByRole('term')).toHaveText(specs.map(([key]) => key));
    await expect(panel.getByRole('definition')).toHaveText(specs.map(([, value]) => value));

    await fr.main.getByRole('button', { name: fr.t('cart.add'), exact: true }).click();
    await expect(fr.optionError(firstDimension)).toHaveText(
      fr.t(`productPage.optionErrors.${firstDimension}`),
    );

    // Option values read in French; the chosen one names its picker.
    const colour = frenchColour(product);
    if (!colour) throw new Error('unreachable: the product was picked for its colours');
    await fr.option('color', colour.value).check();
    await expect(fr.picker('color')).toHaveAccessibleName(
      `${fr.t('productPage.options.color')}: ${colour.label}`,
    );
    await expect(fr.main.getByRole('radio', { name: colour.value, exact: true })).toHaveCount(0);
  });
});

/** The product's first colour whose French label differs from the stored English value. */
function frenchColour(product: ProductDetail): { value: string; label: string } | undefined {
  return dimensionValues(product, 'color')
    .map((value) => ({ value, label: optionValueLabel(value, 'fr') }))
    .find(({ value, label }) => label !== value);
}

const slug = 'electronics';

test.describe('catalogue in French, remembered from an earlier visit', () => {
  test.beforeEach(async ({ page }) => {
    // Before any script of the page runs, as if this browser had chosen French before.
    await page.addInitScript(
      `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.language)}, ${JSON.stringify('fr')})`,
    );
  });

  test('category page, header search and search results in French', async ({ page, request }) => {
    const category = await catalogApi.categoryProducts(request, slug, { sortBy: 'price-low' }, 'fr');
    const featured = await api.featured(request, 'fr');
    const name = featured.map((p) => p.name).find((n) => /^\p{L}{4}/u.test(n));
    if (!name) throw new Error('no French featured name starts with four letters');
    const words = name.slice(0, 4);
    const [quick, results] = await Promise.all([
      catalogApi.search(request, { q: words, limit: SEARCH_DROPDOWN_PRODUCTS }, 'fr'),
      catalogApi.search(request, { q: words, limit: 20 }, 'fr'),
    ]);
    const search = headerSearch(page, 'fr');
    const { t } = search;
    const main = page.getByRole('main');
    const grid = productGrid(page);

    // The category page: French name, count and product names.
    await page.goto(`/category/${slug}?sortBy=price-low`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(category.categoryName);
    await expect(main.getByRole('status')).toHaveText(t('categoryPage.count', { count: category.total }));
    await expect(grid.names).toHaveText(category.products.map((p) => p.name));
    await expect(main.getByRole('combobox', { name: t('sort.label'), exact: true })).toHaveValue('price-low');

    // The header search: French rows for French words.
    await search.box.fill(words);
    await expect(search.searchForRow(words)).toBeVisible();
    const rows = search.group('products').getByRole('option');
    await expect(rows).toHaveCount(quick.products.length);
    for (const [i, product] of quick.products.entries()) {
      await expect(rows.nth(i)).toContainText(product.name);
    }
    await search.box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(words)}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      t('searchPage.resultsFor', { query: words }),
    );
    await expect(main.getByRole('status')).toHaveText(t('searchPage.count', { count: results.total }));
    await expect(grid.names).toHaveText(results.products.map((p) => p.name));

    // Nothing found, in French.
    await search.box.fill('qzxv wqpj');
    await search.box.press('Enter');
    await expect(main.getByRole('heading', { name: t('searchPage.noResults.title') })).toBeVisible();
    await expect(main.getByText(t('searchPage.noResults.text'), { exact: true })).toBeVisible();
  });

  test('advanced search: French filters, counts and product names', async ({ page, request }) => {
    const filters = advancedSearch(page, 'fr');
    const { t } = filters;
    const [everything, inCategory] = await Promise.all([
      catalogApi.search(request, { limit: 12, sortBy: 'price-low' }, 'fr'),
      catalogApi.search(request, { limit: 12, sortBy: 'price-low', category: slug }, 'fr'),
    ]);
    const facet = everything.filters.categories.find((c) => c.slug === slug);
    if (!facet) throw new Error(`the search facets have no ${slug} category`);

    await page.goto('/advanced-search?sortBy=price-low');
    await expect(page).toHaveTitle(`${t('advancedSearch.title')} | E-Commerce`);
    await expect(filters.resultCount).toHaveText(t('advancedSearch.results', { count: everything.total }));
    await expect(filters.clearAll).toBeDisabled();
    await expect(filters.sort).toHaveValue('price-low');
    await expect(filters.sort.getByRole('option', { selected: true })).toHaveText(
      t('sort.options.price-low'),
    );
    await filters.category(facet.name).check();
    await expect.poll(() => searchParamsOf(page)).toEqual({ category: slug, sortBy: 'price-low' });
    await expect(filters.filtersApplied(1)).toBeVisible();
    await expect(filters.resultCount).toHaveText(t('advancedSearch.results', { count: inCategory.total }));
    await expect(productGrid(page).names).toHaveText(inCategory.products.map((p) => p.name));
  });
});
