import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import { escapeRegExp } from './home-page.ts';
import { messages, type Translate } from './messages.ts';

/**
 * The catalogue and search parts of the storefront as a shopper (and assistive tech) finds them: the
 * header's search combobox, product grids, pagination and the advanced search filters, by their roles
 * and the UI texts of en.json / fr.json.
 */

export type DropdownGroup = 'query' | 'products' | 'suggestions' | 'categories' | 'recent' | 'trending';

/**
 * A name that starts with `text` as a whole word: a label may carry a count, a price or a chosen value
 * after it ('Electronics 22 results', 'Color: Midnight').
 */
export const startsWith = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}(?:[\\s:]|$)`);

/** A pattern for a counted text ('1 filter applied', '4 filters applied') whatever the count. */
export function anyCount(t: Translate, key: string): RegExp {
  const SENTINEL = 987_654;
  const forms = [1, SENTINEL].map((count) => escapeRegExp(t(key, { count })).replace(String(count), '\\d+'));
  return new RegExp(`^(?:${forms.join('|')})$`);
}

/** The header search box and its dropdown. */
export function headerSearch(page: Page, lang: Language = 'en') {
  const t = messages(lang);
  const banner = page.getByRole('banner');
  const box = banner.getByRole('combobox', { name: t('search.label'), exact: true });
  const listbox = banner.getByRole('listbox', { name: t('search.dropdown.label'), exact: true });
  const group = (name: DropdownGroup): Locator =>
    listbox.getByRole('group', { name: t(`search.dropdown.groups.${name}`), exact: true });
  return {
    t,
    box,
    listbox,
    group,
    /** Every row the arrow keys walk, in reading order. */
    options: listbox.getByRole('option'),
    searchForRow: (query: string): Locator =>
      group('query').getByRole('option', { name: t('search.dropdown.searchFor', { query }), exact: true }),
  };
}

export type HeaderSearch = ReturnType<typeof headerSearch>;

/** The option the combobox names as active (aria-activedescendant) must be `option`, marked selected. */
export async function expectActiveOption(search: HeaderSearch, option: Locator): Promise<void> {
  await expect(option).toHaveAttribute('aria-selected', 'true');
  const id = await option.getAttribute('id');
  expect(id, 'every option has an id for aria-activedescendant').toBeTruthy();
  await expect(search.box).toHaveAttribute('aria-activedescendant', id ?? '');
  await expect(search.listbox.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
}

/** Product cards of the page's grid and the parts a shopper reads on them. */
export function productGrid(page: Page) {
  const main = page.getByRole('main');
  const cards = main.getByRole('article');
  return {
    cards,
    /** The product names of the cards, in order (each the card's link). */
    names: cards.getByRole('heading', { level: 2 }),
    card: (name: string): Locator =>
      cards.filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) }),
  };
}

/** The page links of the pagination (previous / next arrows left out), or none on a single page. */
export function pagination(page: Page, t: Translate) {
  const nav = page.getByRole('main').getByRole('navigation', { name: t('pagination.label'), exact: true });
  return {
    nav,
    pageLinks: nav.getByRole('listitem').getByRole('link'),
    pageLink: (number: number): Locator =>
      nav.getByRole('link', { name: t('pagination.page', { page: number }), exact: true }),
  };
}

/** The advanced search page's sidebar, results header and sort. */
export function advancedSearch(page: Page, lang: Language = 'en') {
  const t = messages(lang);
  const main = page.getByRole('main');
  const sidebar = main.getByRole('complementary', { name: t('advancedSearch.filters.title') });
  const group = (key: string): Locator =>
    sidebar.getByRole('group', { name: t(`advancedSearch.filters.${key}`), exact: true });
  return {
    t,
    main,
    sidebar,
    /** The show/hide filters button (its name changes with the state; the badge counts filters). */
    toggle: main.getByRole('button', {
      name: new RegExp(
        `^(${escapeRegExp(t('advancedSearch.showFilters'))}|${escapeRegExp(t('advancedSearch.hideFilters'))})`,
      ),
    }),
    clearAll: sidebar.getByRole('button', { name: t('advancedSearch.filters.clearAll'), exact: true }),
    category: (name: string): Locator => group('category').getByRole('radio', { name: startsWith(name) }),
    allCategories: group('category').getByRole('radio', {
      name: t('advancedSearch.filters.allCategories'),
      exact: true,
    }),
    minPrice: group('priceRange').getByRole('spinbutton', { name: t('advancedSearch.filters.minPrice') }),
    maxPrice: group('priceRange').getByRole('spinbutton', { name: t('advancedSearch.filters.maxPrice') }),
    applyPrice: group('priceRange').getByRole('button', { name: t('advancedSearch.filters.applyPrice') }),
    rating: (stars: number): Locator =>
      group('rating').getByRole('radio', {
        name: t('advancedSearch.filters.andUp', { count: stars }),
        exact: true,
      }),
    inStock: group('availability').getByRole('checkbox', { name: t('advancedSearch.filters.inStock') }),
    sort: main.getByRole('combobox', { name: t('sort.label'), exact: true }),
    /** The result count line of the results header ('12 products', '3 results for “…”'). */
    resultCount: main
      .getByRole('region', { name: t('advancedSearch.resultsLabel'), exact: true })
      .getByRole('status')
      .first(),
    filtersApplied: (count: number): Locator =>
      main.getByText(t('advancedSearch.filtersApplied', { count }), { exact: true }),
    /** Any 'N filter(s) applied' line, whatever N. */
    anyFiltersApplied: main.getByText(anyCount(t, 'advancedSearch.filtersApplied')),
  };
}

/** The URL's query parameters as a plain object, to compare with the filters a journey applied. */
export function searchParamsOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** 'Some Words' from 'some-words': the category page's title before (or without) the category's name. */
export const titleFromSlug = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The document scrolls sideways when wider than the screen. */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
