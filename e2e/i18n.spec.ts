import { STORAGE_KEYS } from '@store/shared/constants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { homePage } from './support/home-page.ts';

/** The language this browser remembers, read from the page's origin storage. */
async function storedLanguage(page: Page): Promise<string | undefined> {
  const { origins } = await page.context().storageState();
  const origin = new URL(page.url()).origin;
  const entries = origins.find((o) => o.origin === origin)?.localStorage ?? [];
  return entries.find((entry) => entry.name === STORAGE_KEYS.language)?.value;
}

test.describe('language', () => {
  test('switching to French shows French text and content, and survives a reload', async ({
    page,
    request,
  }) => {
    const [enSlides, frSlides, frCategories] = await Promise.all([
      api.hero(request, 'en'),
      api.hero(request, 'fr'),
      api.activeCategories(request, 'fr'),
    ]);
    expect(frSlides[0]?.title, 'French hero content differs from English').not.toBe(enSlides[0]?.title);
    const en = homePage(page, 'en');
    const fr = homePage(page, 'fr');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(en.heroSlide(1, enSlides.length).getByRole('heading')).toHaveText(enSlides[0]?.title ?? '');

    await en.languages.getByRole('button', { name: 'Français' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(fr.languages.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // French UI strings (from fr.json) and French content (from the API with lang=fr).
    await expect(fr.hero).toBeVisible();
    await expect(fr.heroSlide(1, frSlides.length).getByRole('heading')).toHaveText(frSlides[0]?.title ?? '');
    await expect(fr.categories.getByRole('heading', { level: 2 })).toHaveText(fr.t('home.categories.title'));
    await expect(fr.categoryCarousel.getByRole('heading', { level: 3 })).toHaveText(
      frCategories.map((c) => c.name),
    );
    await expect(page).toHaveTitle(`${fr.t('pages.home.title')} | E-Commerce`);
    expect(await storedLanguage(page)).toBe('fr');

    await page.reload();

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(fr.heroSlide(1, frSlides.length).getByRole('heading')).toHaveText(frSlides[0]?.title ?? '');
    await expect(fr.footer.getByRole('heading', { name: fr.t('footer.brandsTitle') })).toBeVisible();

    await fr.languages.getByRole('button', { name: 'English' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(en.heroSlide(1, enSlides.length).getByRole('heading')).toHaveText(enSlides[0]?.title ?? '');
    expect(await storedLanguage(page)).toBe('en');
  });

  test('a French address from the sitemap opens the page in French and is remembered', async ({
    page,
    request,
  }) => {
    const [enFeatured, frFeatured] = await Promise.all([
      api.featured(request, 'en'),
      api.featured(request, 'fr'),
    ]);
    const en = enFeatured[0]!;
    const fr = frFeatured.find((p) => p.id === en.id)!;
    expect(fr.name, 'the product has a French name').not.toBe(en.name);

    await page.goto(`/product/${en.id}?lang=fr`);

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.name);
    // The language is taken as the shopper's choice and the address goes back to the page's own.
    await expect(page).toHaveURL(new RegExp(`/product/${en.id}$`));
    expect(await storedLanguage(page)).toBe('fr');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(`${homePage(page, 'fr').t('pages.home.title')} | E-Commerce`);
  });
});
