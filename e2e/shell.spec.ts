import type { Page } from '@playwright/test';
import { errorSchema } from '@store/shared/schemas/common';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { homePage } from './support/home-page.ts';
import { messages } from './support/messages.ts';

const t = messages('en');
const homeTitle = `${t('pages.home.title')} | E-Commerce`;

/** '{page} | E-Commerce' for the page heading the shopper sees (storefront §2). */
async function expectTitleOf(page: Page): Promise<void> {
  const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  expect(heading).not.toBe('');
  await expect(page).toHaveTitle(`${heading} | E-Commerce`);
}

test.describe('app shell', () => {
  test('a category in the header navigation opens its category page', async ({ page, request }) => {
    const [category] = await api.categories(request);
    if (!category) throw new Error('the demo catalogue has no category');

    const home = homePage(page);
    await page.goto('/');
    await expect(page).toHaveTitle(homeTitle);
    await home.headerCategories.getByRole('link', { name: category.name, exact: true }).click();

    await expect(page).toHaveURL(`/category/${category.slug}`);
    await expectTitleOf(page);
    // Leaving the page gives the tab its plain title back.
    await page.getByRole('link', { name: t('common.backHome') }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(homeTitle);
  });

  test('an unknown page still loads the store and says the page was not found', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');

    await expect(page.getByRole('heading', { level: 1, name: t('pages.notFound.title') })).toBeVisible();
    await expect(homePage(page).headerCategories.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectTitleOf(page);
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
