import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { homePage } from './support/home-page.ts';

/** The hero call, whatever its language parameter. */
const HERO_CALL = /\/api\/hero(\?|$)/;

/**
 * Opens home by the header's logo from a content page. A home page the server rendered comes with its
 * slides; reached so, the browser makes the hero call itself, which page.route can hold or fail.
 */
async function homeFromAnotherPage(page: Page): Promise<void> {
  // goto returns once the page is live (fixtures.ts), so the logo is a link the app follows.
  await page.goto('/pages/about');
  await page
    .getByRole('banner')
    .getByRole('link', { name: homePage(page).t('header.logoLabel') })
    .click();
}

test.describe('hero slider while loading and on failure', () => {
  test('shows a loading text until the slides arrive', async ({ page, request }) => {
    const slides = await api.hero(request);
    const home = homePage(page);
    // Hold the hero call until the loading state has been seen.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(HERO_CALL, async (route) => {
      await held;
      await route.continue();
    });

    await homeFromAnotherPage(page);
    const loading = page.getByRole('status').filter({ hasText: home.t('home.hero.loading') });
    await expect(loading).toBeVisible();
    release();

    await expect(home.heroSlide(1, slides.length).getByRole('heading')).toHaveText(slides[0]?.title ?? '');
    await expect(loading).toHaveCount(0);
  });

  test('shows the welcome slide when the hero call fails', async ({ page, pageProblems }) => {
    // The failure is the point of this test: its 500s and the app's log of them are expected.
    pageProblems.allow(HERO_CALL);
    pageProblems.allow('"hero"');
    const home = homePage(page);
    await page.route(HERO_CALL, (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong', code: 'INTERNAL_ERROR' } }),
    );

    await homeFromAnotherPage(page);

    const welcome = home.heroSlide(1, 1);
    await expect(welcome.getByRole('heading')).toHaveText(home.t('home.hero.fallback.title'));
    await expect(welcome.getByRole('link', { name: home.t('home.hero.fallback.button') })).toBeVisible();
    // The rest of the page is unaffected.
    await expect(home.categories).toBeVisible();
  });
});
