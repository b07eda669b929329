import { type Language, STORAGE_KEYS } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { catalogApi } from './support/catalog-api.ts';
import { productGrid } from './support/catalog-pages.ts';
import { messages } from './support/messages.ts';
import { picture } from './support/screenshots.ts';

/*
 * When no product matches all the words of a search, the search pages show the closest matches and say
 * so (issue 19, partial matches), in English and in French.
 */

const WORDS: Record<Language, string> = {
  en: 'leather sneakers zigzagoon',
  fr: 'baskets cuir zigzagoon',
};

for (const lang of ['en', 'fr'] as const) {
  test(`the search page tells when results match only some of the words (${lang})`, async ({
    page,
    request,
  }) => {
    const t = messages(lang);
    const words = WORDS[lang];
    const results = await catalogApi.search(request, { q: words, limit: 20 }, lang);
    expect(results.partialMatch, 'the API answers partial matches').toBe(true);
    expect(results.products.length).toBeGreaterThan(0);
    await page.addInitScript(
      `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.language)}, ${JSON.stringify(lang)})`,
    );

    await page.goto(`/search?${new URLSearchParams({ q: words }).toString()}`);
    await expect(page.getByRole('main').getByText(t('searchPage.partialMatch'))).toBeVisible();
    await expect(productGrid(page).names).toHaveText(results.products.map((p) => p.name));
    await picture(page, `search-partial-${lang}`);

    // A search matching all its words shows no such notice.
    await page.goto(`/search?${new URLSearchParams({ q: 'leather sneakers' }).toString()}`);
    await expect(productGrid(page).names.first()).toBeVisible();
    await expect(page.getByRole('main').getByText(t('searchPage.partialMatch'))).toHaveCount(0);
  });
}
