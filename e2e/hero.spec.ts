import { HERO_AUTOPLAY_MS } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { currentIndex, homePage, type HomePage } from './support/home-page.ts';

/** Slide `index` of `count` is the one on screen, and its dot is marked current. */
async function expectShowing(home: HomePage, index: number, count: number, title: string): Promise<void> {
  await expect(home.heroDot(index)).toHaveAttribute('aria-current', 'true');
  const heading = home.heroSlide(index, count).getByRole('heading');
  await expect(heading).toHaveText(title);
  await expect(heading).toBeInViewport();
}

test.describe('hero slider', () => {
  test('arrows and dots move between the slides, looping at both ends', async ({ page, request }) => {
    const slides = await api.hero(request);
    const count = slides.length;
    expect(count, 'the demo content has several hero slides').toBeGreaterThanOrEqual(3);
    const title = (index: number): string => slides[index - 1]?.title ?? '';
    const home = homePage(page);

    await page.goto('/');
    // The pointer on the slider stops autoplay, so only the clicks below move it.
    await home.hero.hover();
    const start = await currentIndex(home.hero);
    const after = (start % count) + 1;

    await home.heroNext.click();
    await expectShowing(home, after, count, title(after));
    await expect(home.heroSlide(start, count).getByRole('heading')).not.toBeInViewport();

    await home.heroPrevious.click();
    await expectShowing(home, start, count, title(start));

    await home.heroDot(count).click();
    await expectShowing(home, count, count, title(count));
    await home.heroNext.click();
    await expectShowing(home, 1, count, title(1));
    await home.heroPrevious.click();
    await expectShowing(home, count, count, title(count));

    await home.heroDot(2).click();
    await expectShowing(home, 2, count, title(2));
  });

  test('moves on by itself every 5 seconds', async ({ page, request }) => {
    const slides = await api.hero(request);
    expect(slides.length).toBeGreaterThanOrEqual(2);
    const home = homePage(page);
    // A controlled clock: the test decides when the 5 s pass instead of waiting for them.
    await page.clock.install();

    await page.goto('/');
    await expect(home.heroSlide(1, slides.length).getByRole('heading')).toHaveText(slides[0]?.title ?? '');
    await page.clock.pauseAt(Date.now() + 1_000);
    // Hovering pauses autoplay and leaving restarts its countdown, now, on the paused clock.
    await home.hero.hover();
    await page.mouse.move(0, 0);
    const start = await currentIndex(home.hero);
    const next = (start % slides.length) + 1;

    await page.clock.runFor(HERO_AUTOPLAY_MS - 100);
    await expect(home.heroDot(start)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(100);
    await expectShowing(home, next, slides.length, slides[next - 1]?.title ?? '');
  });

  test('the pause button stops it for good, and play starts it again', async ({ page, request }) => {
    const slides = await api.hero(request);
    const home = homePage(page);
    await page.clock.install();

    await page.goto('/');
    await expect(home.heroSlide(1, slides.length).getByRole('heading')).toHaveText(slides[0]?.title ?? '');
    await page.clock.pauseAt(Date.now() + 1_000);
    // Clicking leaves the pointer over the slider, which pauses it anyway: move away first.
    await home.heroPause.click();
    await page.mouse.move(0, 0);
    const start = await currentIndex(home.hero);

    await page.clock.runFor(3 * HERO_AUTOPLAY_MS);
    await expect(home.heroDot(start)).toHaveAttribute('aria-current', 'true');

    await home.heroPlay.click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(HERO_AUTOPLAY_MS);
    const next = (start % slides.length) + 1;
    await expectShowing(home, next, slides.length, slides[next - 1]?.title ?? '');
  });
});
