import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { homePage, scrollThroughHome } from './support/home-page.ts';

/*
 * Pictures of the home page for people, not assertions: full pages in both languages on a phone and a
 * desktop in e2e/screenshots/ (git-ignored), and the README's first-screen images in docs/.
 * Not part of the normal run: `npm run test:e2e -- --grep @screenshots`.
 */

const SHOTS_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
const DOCS_DIR = fileURLToPath(new URL('../docs/', import.meta.url));

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const LANGUAGES: readonly Language[] = ['en', 'fr'];

test.describe('home page screenshots', { tag: '@screenshots' }, () => {
  // Reduced motion stops every carousel's autoplay and smooth scrolling, so no picture is taken mid-slide.
  test.use({ reducedMotion: 'reduce' });

  test.beforeAll(() => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    mkdirSync(DOCS_DIR, { recursive: true });
  });

  for (const viewport of VIEWPORTS) {
    for (const lang of LANGUAGES) {
      test(`${lang} on a ${viewport.name}`, async ({ page, request }) => {
        test.setTimeout(90_000);
        const slides = await api.hero(request, lang);
        const home = homePage(page, lang);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });

        await page.goto('/');
        if (lang !== 'en') {
          await homePage(page, 'en').languages.getByRole('button', { name: 'Français' }).click();
          // No focus ring on the switcher in the picture (the Home key below would make it visible);
          // the switcher's group is labelled in French by now.
          await home.languages.getByRole('button', { name: 'Français' }).blur();
        }
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await scrollThroughHome(home);
        await page.waitForLoadState('networkidle');

        await page.keyboard.press('Home');
        await expect(home.heroSlide(1, slides.length).getByRole('heading')).toBeInViewport();

        const name = `home-${lang}-${viewport.name}.png`;
        await page.screenshot({ path: `${SHOTS_DIR}${name}`, fullPage: true, animations: 'disabled' });
        if (lang === 'en') {
          await page.screenshot({ path: `${DOCS_DIR}home-${viewport.name}.png`, animations: 'disabled' });
        }
      });
    }
  }
});
