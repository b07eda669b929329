import { PRODUCT_CAROUSEL_AUTOPLAY_MS } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { currentIndex, homePage } from './support/home-page.ts';

/*
 * What moves by itself stands still while it is out of sight, and moves again once scrolled to: a
 * carousel's autoplay and the footer's brand strip. Nobody sees it move meanwhile, and the browser
 * would go on drawing it, on a phone's battery.
 */

test.describe('motion out of sight, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the featured products carousel waits until it is scrolled into view', async ({ page }) => {
    const home = homePage(page);
    const carousel = home.featuredCarousel;
    const dot = (index: number) => home.dot(carousel, index);
    // A controlled clock: the test decides when the seconds pass.
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 1_000);
    await expect(carousel).not.toBeInViewport();
    const start = await currentIndex(carousel);

    await page.clock.runFor(3 * PRODUCT_CAROUSEL_AUTOPLAY_MS);
    await expect(dot(start)).toHaveAttribute('aria-current', 'true');

    await home.featured.scrollIntoViewIfNeeded();
    // The pointer away from it, which would pause it too.
    await page.mouse.move(0, 0);
    // The browser says the carousel is in view a moment after the scroll: time passes second by
    // second until it has moved on.
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(dot(start + 1)).toHaveAttribute('aria-current', 'true', { timeout: 500 });
    }).toPass({ timeout: 20_000 });
  });

  test('the brand strip stands still below the fold and loops once in view', async ({ page, request }) => {
    const [product] = await api.featured(request);
    const home = homePage(page);
    await page.goto(`/product/${product!.id}`);
    const strip = home.brands.getByRole('list').first();
    await expect(strip).not.toBeInViewport();
    // The loop is a CSS animation on the list's track: its state is what the browser runs.
    const playState = () =>
      strip.evaluate((list) => list.parentElement?.getAnimations()[0]?.playState ?? 'none');
    await expect.poll(playState).toBe('paused');

    // Once the page has its last parts (they push the footer down), a shopper scrolls to the strip.
    await page.waitForLoadState('networkidle');
    await home.brands.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(strip).toBeInViewport();
    await expect.poll(playState).toBe('running');
  });
});
