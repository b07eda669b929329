import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { homePage, scrollThroughHome } from './support/home-page.ts';

/*
 * The whole home page on a phone and on a desktop screen: every band is there, nothing spills sideways,
 * and (through the fixture) not one console error or failed request while it loads and is scrolled.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`home page on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('loads cleanly from top to bottom', async ({ page, request }) => {
      const slides = await api.hero(request);
      const home = homePage(page);

      await page.goto('/');
      await expect(home.hero.getByRole('heading', { level: 2 }).first()).toHaveText(slides[0]?.title ?? '');
      await scrollThroughHome(home);
      // Every lazily loaded image and call has been made and answered before the fixture's verdict.
      await page.waitForLoadState('networkidle');

      for (const band of [home.hero, home.categories, home.featured, home.testimonials, home.footer]) {
        await expect(band).toBeVisible();
      }
      await expect(home.headerCategories).toBeAttached();
      const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    });
  });
}
