import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import {
  accountMenuButton,
  answerConfirm,
  cartApi,
  findPlainProducts,
  identityOf,
  newShopper,
  shop,
  signInInModal,
  signUpInModal,
  type Shop,
} from './support/cart-pages.ts';
import { catalogApi, usd } from './support/catalog-api.ts';
import { productGrid } from './support/catalog-pages.ts';
import { homePage } from './support/home-page.ts';
import { readLocal, setLocal } from './support/local-storage.ts';

/*
 * Favourites (storefront §2 Favourites, §4 Favourites, §5, §6): a guest's list lives in this browser;
 * at sign-in it is merged into the account's list once (server entries win, local-only ones pushed one
 * by one), a list saved for the account is not pushed back after a removal elsewhere, and logout keeps
 * the list here. The heart is a toggle button with the product's name; the page clears after asking.
 */

/** The product page's own heart (the recommendations below carry other products' hearts). */
async function heartOnProductPage(page: Page, s: Shop, id: string, name: string) {
  await page.goto(`/product/${id}`);
  const heart = s.heart(s.main, name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
}

/** The product ids of the list kept under 'favorites', or null when there is none. */
async function storedIds(page: Page): Promise<string[] | null> {
  const raw = await readLocal(page, 'favorites');
  if (raw === null) return null;
  const value = JSON.parse(raw) as { items?: Array<{ productId: string }> } | Array<{ productId: string }>;
  return (Array.isArray(value) ? value : (value.items ?? [])).map((item) => item.productId);
}

test.describe('favourites', () => {
  test('a guest keeps favourites in this browser: hearts, header count, the page, clear all', async ({
    page,
    request,
  }) => {
    const [a, b] = await findPlainProducts(request, 2);
    const s = shop(page);
    const { t, main } = s;

    await heartOnProductPage(page, s, a.id, a.name);
    await expect(s.favoritesLink).toHaveAccessibleName(t('header.favoritesLabel', { count: 1 }));
    await page.goto(`/advanced-search?q=${encodeURIComponent(b.name)}`);
    const card = productGrid(page).card(b.name);
    await s.heart(card, b.name).click();
    await expect(s.heart(card, b.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(s.favoritesLink).toHaveAccessibleName(t('header.favoritesLabel', { count: 2 }));
    expect(await storedIds(page)).toEqual([b.id, a.id]);

    // The favourites page: newest first, each card's heart takes it off again.
    await s.favoritesLink.click();
    await expect(page).toHaveTitle(`${t('pages.favorites.title')} | E-Commerce`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('favorites.title'));
    await expect(productGrid(page).names).toHaveText([b.name, a.name]);
    await expect(main.getByText(t('favorites.count', { count: 2 }), { exact: true })).toBeVisible();
    await s.heart(main, a.name).click();
    await expect(productGrid(page).names).toHaveText([b.name]);
    await expect(s.favoritesLink).toHaveAccessibleName(t('header.favoritesLabel', { count: 1 }));
    await page.reload();
    await expect(productGrid(page).names).toHaveText([b.name]);

    // Clear all asks first; cancelling keeps the list.
    const clearAll = main.getByRole('button', { name: t('favorites.clearAll'), exact: true });
    const dismissed = answerConfirm(page, t('favorites.clearConfirm'), false);
    await clearAll.click();
    await dismissed;
    await expect(productGrid(page).names).toHaveText([b.name]);
    const accepted = answerConfirm(page, t('favorites.clearConfirm'), true);
    await clearAll.click();
    await accepted;
    await expect(main.getByRole('heading', { name: t('favorites.empty.title'), exact: true })).toBeVisible();
    await expect(main.getByText(t('favorites.empty.text'), { exact: true })).toBeVisible();
    await expect(
      main.getByRole('link', { name: t('favorites.continueShopping'), exact: true }),
    ).toHaveAttribute('href', '/');
    await expect(s.favoritesLink).toHaveAccessibleName(t('header.favoritesLabel', { count: 0 }));
    expect(await storedIds(page)).toBeNull();
  });

  test('sign-in merges this browser’s favourites once; the server’s list wins; logout keeps the list', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [a, b, c] = await findPlainProducts(request, 3);
    const s = shop(page);
    const { t } = s;
    const pushes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/favorites')
        pushes.push(r.postData() ?? '');
    });

    // A guest's favourite joins the new account: pushed once, with the spec's snapshot fields.
    await heartOnProductPage(page, s, a.id, a.name);
    const shopper = newShopper('favorites');
    await signUpInModal(page, t, shopper);
    const account = await identityOf(page);
    await expect
      .poll(async () => (await cartApi.favorites(request, account)).map((f) => f.productId))
      .toEqual([a.id]);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0] ?? '{}')).toMatchObject({ productId: a.id, name: a.name, price: a.price });

    // Another device adds b and removes a: after a reload this browser shows the server's list, and
    // does not push a back from its local copy.
    const headers = { authorization: `Bearer ${account.token ?? ''}` };
    expect((await request.post('/api/favorites', { headers, data: { productId: b.id } })).status()).toBe(201);
    expect((await request.delete(`/api/favorites/${a.id}`, { headers })).ok()).toBe(true);
    await page.reload();
    await expect(s.favoritesLink).toHaveAccessibleName(t('header.favoritesLabel', { count: 1 }));
    await page.goto('/favorites');
    await expect(productGrid(page).names).toHaveText([b.name]);
    expect(pushes).toHaveLength(1);
    expect((await cartApi.favorites(request, account)).map((f) => f.productId)).toEqual([b.id]);

    // Logout keeps the list in this browser.
    await accountMenuButton(page, t, shopper).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('accountMenu.logout'), exact: true })
      .click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('accountMenu.signIn') }),
    ).toBeVisible();
    await expect(s.favoritesLink).toHaveAccessibleName(t('header.favoritesLabel', { count: 1 }));
    expect(await storedIds(page)).toEqual([b.id]);

    // A favourite added while signed out is pushed at the next sign-in; b is not sent again.
    await heartOnProductPage(page, s, c.id, c.name);
    await signInInModal(page, t, shopper);
    await expect
      .poll(async () => (await cartApi.favorites(request, await identityOf(page))).map((f) => f.productId))
      .toEqual([c.id, b.id]);
    expect(pushes.map((body) => (JSON.parse(body) as { productId: string }).productId)).toEqual([a.id, c.id]);
    await expect(s.favoritesLink).toHaveAccessibleName(t('header.favoritesLabel', { count: 2 }));

    // Signed in, the heart changes the server's list.
    await page.goto(`/product/${c.id}`);
    await s.heart(s.main, c.name).click();
    await expect(s.heart(s.main, c.name)).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(async () => (await cartApi.favorites(request, await identityOf(page))).map((f) => f.productId))
      .toEqual([b.id]);
    await expect(s.favoritesLink).toHaveAccessibleName(t('header.favoritesLabel', { count: 1 }));
  });

  test('favourites in French', async ({ page, request }) => {
    await page.addInitScript("localStorage.setItem('preferred-language', 'fr')");
    const [a] = await findPlainProducts(request, 1);
    const french = await request.get(`/api/products/${a.id}?lang=fr`);
    const { name } = (await french.json()) as { name: string };
    const s = shop(page, 'fr');
    const { t, main } = s;

    await page.goto('/favorites');
    await expect(page).toHaveTitle(`${t('pages.favorites.title')} | E-Commerce`);
    await expect(main.getByRole('heading', { name: t('favorites.empty.title'), exact: true })).toBeVisible();
    await expect(
      main.getByRole('link', { name: t('favorites.continueShopping'), exact: true }),
    ).toBeVisible();

    await heartOnProductPage(page, s, a.id, name);
    await expect(s.heart(main, name)).toHaveAttribute('title', t('favorites.remove'));
    await page.goto('/favorites');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('favorites.title'));
    await expect(productGrid(page).names).toHaveText([name]);
    const accepted = answerConfirm(page, t('favorites.clearConfirm'), true);
    await main.getByRole('button', { name: t('favorites.clearAll'), exact: true }).click();
    await accepted;
    await expect(main.getByRole('heading', { name: t('favorites.empty.title'), exact: true })).toBeVisible();
  });

  test('a guest’s favourites show each product as the shop has it now, in the language of the page', async ({
    page,
    request,
  }) => {
    const [a] = await findPlainProducts(request, 1);
    const french = await catalogApi.product(request, a.id, 'fr');
    const s = shop(page);
    await heartOnProductPage(page, s, a.id, a.name);
    // As if the price had dropped since the heart was clicked: the stored copy still says $1,234.00.
    const stored = JSON.parse((await readLocal(page, STORAGE_KEYS.favorites)) ?? '{}') as {
      items: Array<{ price: number }>;
    };
    for (const item of stored.items) item.price = 1234;
    await setLocal(page, STORAGE_KEYS.favorites, JSON.stringify(stored));

    await page.goto('/favorites');
    const card = productGrid(page).card(a.name);
    await expect(card).toContainText(usd(a.price));
    await expect(card).not.toContainText(usd(1234));
    await homePage(page, 'en').languages.getByRole('button', { name: 'Français' }).click();
    await expect(productGrid(page).names).toHaveText([french.name]);
    await expect(productGrid(page).card(french.name)).toContainText(usd(french.price));
  });
});
