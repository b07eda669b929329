import type { APIRequestContext, Page, Request } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS, SEARCH_DROPDOWN_PRODUCTS } from '@store/shared/constants';
import type { SearchResponse, Suggestion } from '@store/shared/schemas/search';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { catalogApi, pageApi, usd } from './support/catalog-api.ts';
import {
  expectActiveOption,
  headerSearch,
  pagination,
  productGrid,
  startsWith,
} from './support/catalog-pages.ts';
import { escapeRegExp } from './support/home-page.ts';
import { messages } from './support/messages.ts';

/*
 * The header search and the basic search page (storefront §2 Search dropdown and Search pages, §4, §5,
 * §9), compared with what /api/search and /api/suggestions answer for the same words.
 */

const t = messages('en');
/** Matching categories the dropdown lists under the suggestions (search-options.ts). */
const DROPDOWN_CATEGORIES = 4;

/** The dropdown's suggestion rows for an answer: the API's suggestions minus rows already listed. */
function visibleSuggestions(results: SearchResponse, suggestions: readonly Suggestion[]): Suggestion[] {
  const listed = new Set(
    [
      ...results.products.slice(0, SEARCH_DROPDOWN_PRODUCTS),
      ...results.categories.slice(0, DROPDOWN_CATEGORIES),
    ].map((row) => row.name.toLowerCase()),
  );
  return suggestions.filter((s) => !listed.has(s.suggestion.toLowerCase())).slice(0, 5);
}

/** The first four letters of the first featured product whose name starts with four letters. */
async function partialProductName(request: APIRequestContext): Promise<string> {
  const featured = await api.featured(request);
  const name = featured.map((p) => p.name).find((n) => /^\p{L}{4}/u.test(n));
  if (!name) throw new Error('no featured product name starts with four letters');
  return name.slice(0, 4);
}

/** The home page's header search, and words that find a featured product. */
async function searchFromHome(page: Page, request: APIRequestContext) {
  const words = await partialProductName(request);
  const search = headerSearch(page);
  await page.goto('/');
  return { words, search };
}

/** Words for which the dropdown shows at least one suggestion row, with the API's answers for them. */
async function wordsWithSuggestions(request: APIRequestContext) {
  const featured = await api.featured(request);
  // Shorter beginnings match more products, so suggestions are likelier to name ones not listed.
  for (const length of [2, 3, 4]) {
    for (const name of featured.map((p) => p.name)) {
      const words = name.slice(0, length).trim();
      if (words.length < 2) continue;
      const [results, suggestions] = await Promise.all([
        catalogApi.search(request, { q: words, limit: SEARCH_DROPDOWN_PRODUCTS }),
        catalogApi.suggestions(request, words),
      ]);
      const shown = visibleSuggestions(results, suggestions);
      if (shown.length > 0) return { words, results, shown };
    }
  }
  throw new Error('no beginning of a featured product name gets a suggestion the dropdown shows');
}

test.describe('header search', () => {
  test('typing part of a product name lists what the API finds; arrows, Escape and Enter work', async ({
    page,
    request,
  }) => {
    const words = await partialProductName(request);
    const [results, suggestions] = await Promise.all([
      catalogApi.search(request, { q: words, limit: SEARCH_DROPDOWN_PRODUCTS }),
      catalogApi.suggestions(request, words),
    ]);
    expect(results.products.length, `"${words}" finds products`).toBeGreaterThan(0);
    const products = results.products.slice(0, SEARCH_DROPDOWN_PRODUCTS);
    const categories = results.categories.slice(0, DROPDOWN_CATEGORIES);
    const shownSuggestions = visibleSuggestions(results, suggestions);

    // Every dropdown call the page makes, to prove a single letter asks for nothing.
    const asked: string[] = [];
    page.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/search' || url.pathname === '/api/suggestions') {
        asked.push(url.searchParams.get('q') ?? '');
      }
    });
    await page.clock.install();
    const search = headerSearch(page);

    await page.goto('/');
    await search.box.click();
    // The empty box shows trending searches; one letter closes the dropdown and asks for nothing.
    await expect(search.group('trending')).toBeVisible();
    await search.box.fill(words.slice(0, 1));
    await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2);
    await expect(search.listbox).toBeHidden();
    await expect(search.box).toHaveAttribute('aria-expanded', 'false');
    expect(asked, 'no search or suggestions for one letter').toEqual([]);

    await search.box.fill(words);
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await expect(search.box).toHaveAttribute('aria-expanded', 'true');
    await expect(search.searchForRow(words)).toBeVisible();
    const productRows = search.group('products').getByRole('option');
    await expect(productRows).toHaveCount(products.length);
    for (const [i, product] of products.entries()) {
      await expect(productRows.nth(i)).toContainText(product.name);
      await expect(productRows.nth(i)).toContainText(usd(product.price));
    }
    const suggestionRows = search.group('suggestions').getByRole('option');
    await expect(suggestionRows).toHaveCount(shownSuggestions.length);
    for (const [i, suggestion] of shownSuggestions.entries()) {
      await expect(suggestionRows.nth(i)).toHaveText(
        `${suggestion.suggestion}${t(`search.dropdown.types.${suggestion.type}`)}`,
      );
    }
    await expect(search.group('categories').getByRole('option')).toHaveCount(categories.length);
    const rowCount = 1 + products.length + shownSuggestions.length + categories.length;
    await expect(search.options).toHaveCount(rowCount);

    // Arrow keys walk the rows and wrap at both ends; the combobox names the active one.
    await search.box.press('ArrowDown');
    await expectActiveOption(search, search.searchForRow(words));
    await search.box.press('ArrowDown');
    await expectActiveOption(search, productRows.first());
    await search.box.press('ArrowUp');
    await search.box.press('ArrowUp');
    await expectActiveOption(search, search.options.last());
    await search.box.press('ArrowDown');
    await expectActiveOption(search, search.searchForRow(words));

    // Escape closes the dropdown and clears the words.
    await search.box.press('Escape');
    await expect(search.listbox).toBeHidden();
    await expect(search.box).toHaveValue('');
    await expect(search.box).toBeFocused();

    // Back to the same words: Enter on the first product opens its page and empties the box.
    await search.box.fill(words);
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await expect(productRows).toHaveCount(products.length);
    await search.box.press('ArrowDown');
    await search.box.press('ArrowDown');
    await expectActiveOption(search, productRows.first());
    await search.box.press('Enter');

    const [first] = products;
    if (!first) throw new Error('unreachable: products were counted above');
    await expect(page).toHaveURL(`/product/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    await expect(search.box).toHaveValue('');
    await expect(search.listbox).toBeHidden();
    expect(
      asked.filter((q) => q.trim().length < 2),
      'never a search under two letters',
    ).toEqual([]);
  });

  test('a suggestion marked Product or Category leads to the search page for its words', async ({
    page,
    request,
  }) => {
    const { words, shown } = await wordsWithSuggestions(request);
    const [suggestion] = shown;
    if (!suggestion) throw new Error('unreachable: at least one suggestion is shown');
    const results = await catalogApi.search(request, { q: suggestion.suggestion, limit: 20 });
    const search = headerSearch(page);

    await page.goto('/');
    await search.box.fill(words);
    const row = search
      .group('suggestions')
      .getByRole('option', { name: startsWith(suggestion.suggestion) })
      .first();
    await expect(row).toContainText(t(`search.dropdown.types.${suggestion.type}`));
    await row.click();

    await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: suggestion.suggestion }).toString()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('searchPage.resultsFor', { query: suggestion.suggestion }),
    );
    expect(results.total).toBeGreaterThan(0);
    await expect(productGrid(page).names).toHaveText(results.products.map((p) => p.name));
    await expect(search.box).toHaveValue(suggestion.suggestion);
  });

  test('an empty box offers trending searches, then this shopper’s recent search too', async ({
    page,
    request,
  }) => {
    const { words, search } = await searchFromHome(page, request);
    const trending = await pageApi.trending(page, () => search.box.click());
    expect(trending.length, 'the store has trending searches').toBeGreaterThan(0);
    await expect(search.group('trending').getByRole('option')).toHaveText(trending.slice(0, 6));
    // A new shopper has no recent searches yet.
    await expect(search.group('recent')).toHaveCount(0);

    // A submitted search goes to the search page and becomes a recent search.
    await search.box.fill(words);
    await search.box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(words)}`);
    await expect(productGrid(page).cards.first()).toBeVisible();

    await search.box.fill('');
    await expect(search.group('recent').getByRole('option').first()).toHaveText(
      new RegExp(`^${escapeRegExp(words)}$`, 'i'),
    );
    await expect(search.group('trending').getByRole('option')).not.toHaveCount(0);
    expect(await search.group('trending').getByRole('option').count()).toBeLessThanOrEqual(6);

    // Picking a recent search searches for it again.
    await search.box.fill('');
    await search.group('recent').getByRole('option').first().click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${escapeRegExp(encodeURIComponent(words))}$`, 'i'));
  });

  test('what the shopper types while the search page loads stays, under a progress bar', async ({
    page,
    request,
  }) => {
    const { words, search } = await searchFromHome(page, request);
    // The search page's code arrives late, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/search-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    await search.box.fill(words);
    await search.box.press('Enter');
    await expect(page.getByRole('progressbar', { name: t('app.loading') })).toBeVisible();
    await search.box.fill('lamp');
    release();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('searchPage.resultsFor', { query: words }),
    );
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(search.box).toHaveValue('lamp');
  });

  test('a misspelt word still offers what its close spelling finds, with a notice', async ({
    page,
    request,
  }) => {
    const typo = 'hedphones';
    const [quick, results] = await Promise.all([
      catalogApi.search(request, { q: typo, limit: SEARCH_DROPDOWN_PRODUCTS }),
      catalogApi.search(request, { q: typo, limit: 20 }),
    ]);
    expect(results.correctedQuery, 'the API corrects the spelling').toBe('headphones');
    expect(quick.products.length).toBeGreaterThan(0);
    const search = headerSearch(page);

    await page.goto('/');
    await search.box.fill(typo);
    const productRows = search.group('products').getByRole('option');
    await expect(productRows).toHaveCount(Math.min(quick.products.length, SEARCH_DROPDOWN_PRODUCTS));
    for (const [i, product] of quick.products.slice(0, SEARCH_DROPDOWN_PRODUCTS).entries()) {
      await expect(productRows.nth(i)).toContainText(product.name);
    }
    await expect(productRows.first()).toContainText(/headphones/i);

    await search.box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${typo}`);
    await expect(page.getByRole('main').getByText(t('searchPage.showingResultsFor'))).toHaveText(
      `${t('searchPage.showingResultsFor')} ${results.correctedQuery ?? ''}`,
    );
    await expect(productGrid(page).names).toHaveText(results.products.map((p) => p.name));
  });
});

test.describe('search page', () => {
  test('shows the results, their count and at most five page links, page by page', async ({
    page,
    request,
  }) => {
    // A two-letter beginning of a featured name matches many products: enough for several pages.
    const featured = await api.featured(request);
    let words = '';
    let first: SearchResponse | undefined;
    for (const name of featured.map((p) => p.name.slice(0, 2))) {
      const answer = await catalogApi.search(request, { q: name, limit: 20 });
      if (answer.totalPages > 1) {
        words = name;
        first = answer;
        break;
      }
    }
    if (!first) throw new Error('no two-letter search finds more than one page of products');
    const second = await catalogApi.search(request, { q: words, limit: 20, page: 2 });
    const grid = productGrid(page);
    const pages = pagination(page, t);

    await page.goto(`/search?q=${encodeURIComponent(words)}`);
    await expect(page).toHaveTitle(`${t('searchPage.titleWithQuery', { query: words })} | E-Commerce`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('searchPage.resultsFor', { query: words }),
    );
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t('searchPage.count', { count: first.total }),
    );
    await expect(grid.names).toHaveText(first.products.map((p) => p.name));
    await expect(grid.card(first.products[0]?.name ?? '')).toContainText(usd(first.products[0]?.price ?? 0));
    await expect(pages.pageLinks).toHaveCount(Math.min(5, first.totalPages));
    await expect(pages.pageLink(1)).toHaveAttribute('aria-current', 'page');

    await pages.pageLink(2).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(words)}&page=2`);
    await expect(pages.pageLink(2)).toHaveAttribute('aria-current', 'page');
    await expect(grid.names).toHaveText(second.products.map((p) => p.name));
  });

  test('nonsense finds nothing and says so', async ({ page, request }) => {
    const nonsense = 'qzxv wqpj';
    const answer = await catalogApi.search(request, { q: nonsense, limit: 20 });
    expect(answer.total, 'the API finds nothing for the nonsense').toBe(0);

    await page.goto(`/search?q=${encodeURIComponent(nonsense)}`);
    await expect(page.getByRole('heading', { name: t('searchPage.noResults.title') })).toBeVisible();
    await expect(page.getByText(t('searchPage.noResults.text'), { exact: true })).toBeVisible();
    await expect(productGrid(page).cards).toHaveCount(0);
    await expect(pagination(page, t).nav).toHaveCount(0);
    await page
      .getByRole('main')
      .getByRole('link', { name: t('common.backHome') })
      .click();
    await expect(page).toHaveURL('/');
  });
});
