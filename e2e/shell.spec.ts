import type { Page } from '@playwright/test';
import { errorSchema } from '@store/shared/schemas/common';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { currentSlide, escapeRegExp, homePage } from './support/home-page.ts';
import { messages } from './support/messages.ts';

const t = messages('en');
/** The tab title of a page: '{page} | E-Commerce' (storefront §2). */
const titleOf = (page: string): string => `${page} | E-Commerce`;

/** How far the document is scrolled down, in CSS pixels. */
const scrollTop = (page: Page): Promise<number> => page.locator('html').evaluate((html) => html.scrollTop);

test.describe('app shell', () => {
  test('a category in the header navigation opens its category page', async ({ page, request }) => {
    const [category] = await api.categories(request);
    if (!category) throw new Error('the demo catalogue has no category');
    const home = homePage(page);

    await page.goto('/');
    await expect(page).toHaveTitle(titleOf(t('pages.home.title')));
    await home.headerCategories.getByRole('link', { name: category.name, exact: true }).click();

    await expect(page).toHaveURL(`/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page).toHaveTitle(titleOf(category.name));

    // Back on the home page the tab shows the home page's title again.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(titleOf(t('pages.home.title')));
  });

  test('a category card on the home page opens its category page', async ({ page, request }) => {
    const categories = await api.activeCategories(request);
    const home = homePage(page);

    await page.goto('/');
    await home.categories.scrollIntoViewIfNeeded();
    const card = await currentSlide(home.categoryCarousel, t);
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    const category = categories.find((c) => c.name === name);
    if (!category) throw new Error(`the card "${name}" is not one of /api/categories/active`);

    const link = card.getByRole('link', { name: new RegExp(escapeRegExp(name)) });
    await link.scrollIntoViewIfNeeded();
    expect(await scrollTop(page), 'the card is below the first screen').toBeGreaterThan(0);
    await link.click();

    await expect(page).toHaveURL(`/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page).toHaveTitle(titleOf(category.name));
    // The new page opens at its top, not at the scroll position of the card that led there.
    await expect.poll(() => scrollTop(page)).toBe(0);
  });

  test('an unknown page still loads the store and says the page was not found', async ({
    page,
    pageProblems,
  }) => {
    // A 404, so search engines drop the address; the shopper still gets the shop around the message.
    pageProblems.allow('/no/such/page');
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.notFound.title'));
    await expect(page).toHaveTitle(titleOf(t('pages.notFound.title')));
    await expect(homePage(page).headerCategories.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('an unknown API path answers a JSON 404 with error and code', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = errorSchema.parse(await response.json());
    expect(body.code).toBe('NOT_FOUND');
    expect(body.error).not.toBe('');
  });
});
