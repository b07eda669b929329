import type { Cart } from '@store/shared/schemas/cart';
import type { ProductDetail, Variant } from '@store/shared/schemas/product';
import { expect, test } from './fixtures.ts';
import {
  addFromProductPage,
  cartApi,
  expectTotals,
  findPlainProducts,
  guestWithOneItem,
  identityOf,
  newShopper,
  shop,
  signInInModal,
  signUpInModal,
} from './support/cart-pages.ts';
import { productGrid } from './support/catalog-pages.ts';
import { dimensionsOf, findProductWithVariants, productPage } from './support/product-page.ts';
import { readLocal } from './support/local-storage.ts';

/*
 * The cart across pages and sign-in (storefront §2 Cart sidebar, §4 Cart and Add-to-cart button, §5):
 * adding from the product page and from cards, the sidebar against the API's own totals, keeping the
 * cart through sign-up, a second browser's guest cart merged once at sign-in, and a revoked token.
 * The cart page, promo codes, a refused add and French are in cart-page.spec.ts.
 */

/** An active variant in stock with room for a second unit, so quantities can change both ways. */
function roomyVariant(product: ProductDetail): Variant {
  const variant = product.variants.find((v) => v.isActive && v.inStock && v.stock.quantity >= 5);
  if (!variant) throw new Error(`${product.name} has no active variant with 5 or more in stock`);
  return variant;
}

const linesOf = (cart: Cart) =>
  cart.items
    .map((item) => [item.product.name, item.quantity] as const)
    .sort(([a], [b]) => a.localeCompare(b));

test.describe('cart', () => {
  test('a guest fills the cart, checks the sidebar, signs up and keeps cart and favourite', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const product = await findProductWithVariants(request);
    const variant = roomyVariant(product);
    const [plain] = await findPlainProducts(request, 1);
    const s = shop(page);
    const { t } = s;
    const view = productPage(page);

    // A product with variants: refused until every option is chosen, then added.
    await page.goto(`/product/${product.id}`);
    await expect(s.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 0 }));
    await view.addToCart.click();
    for (const dimension of dimensionsOf(product)) {
      await expect(view.optionError(dimension)).toHaveText(t(`productPage.optionErrors.${dimension}`));
    }
    await expect(s.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 0 }));
    for (const dimension of dimensionsOf(product)) {
      await view.option(dimension, variant.attributes[dimension] ?? '').check();
    }
    await view.addToCart.click();
    await expect(s.main.getByRole('button', { name: t('cart.addedToCart'), exact: true })).toBeVisible();
    await expect(s.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 1 }));

    // A product without variants from an advanced search card, which then steps its quantity.
    await page.goto(`/advanced-search?q=${encodeURIComponent(plain.name)}`);
    const card = productGrid(page).card(plain.name);
    await card.getByRole('button', { name: t('cart.addProduct', { name: plain.name }), exact: true }).click();
    await expect(card.getByRole('button', { name: t('cart.added'), exact: true })).toBeVisible();
    await expect(card.getByText(t('cart.inCart'), { exact: true })).toBeVisible();
    await expect(s.decrease(card, plain.name)).toBeDisabled();
    await s.increase(card, plain.name).click();
    await expect(card.locator('output')).toHaveText('2');
    await expect(s.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 3 }));

    // And a favourite.
    await s.heart(card, plain.name).click();
    await expect(s.heart(card, plain.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(s.favoritesLink).toHaveAccessibleName(t('header.favoritesLabel', { count: 1 }));

    // The sidebar: the API's lines and totals, minus disabled at 1.
    const guest = await identityOf(page);
    await expect.poll(async () => (await cartApi.cart(request, guest)).itemCount).toBe(3);
    const cart = await cartApi.cart(request, guest);
    expect(cart.items.map((item) => [item.productId, item.variantId, item.quantity])).toEqual([
      [product.id, variant.id, 1],
      [plain.id, null, 2],
    ]);
    await s.cartButton.click();
    await expect(s.sidebar).toBeVisible();
    await expect(s.sidebar.getByRole('listitem')).toHaveCount(2);
    await expectTotals(s.sidebar, t, cart);
    const variantLine = s.line(s.sidebar, product.name);
    for (const dimension of dimensionsOf(product)) {
      const name = t(`cart.optionNames.${dimension}`);
      await expect(variantLine).toContainText(
        t('cart.option', { name, value: variant.attributes[dimension] ?? '' }),
      );
    }
    await expect(variantLine.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
      'href',
      `/product/${product.id}`,
    );
    await expect(s.decrease(s.sidebar, product.name)).toBeDisabled();
    await expect(s.decrease(s.sidebar, plain.name)).toBeEnabled();
    await s.decrease(s.sidebar, plain.name).click();
    await expect(s.quantityOf(s.sidebar, plain.name)).toHaveText('1');
    await expect(s.decrease(s.sidebar, plain.name)).toBeDisabled();
    await expect.poll(async () => (await cartApi.cart(request, guest)).itemCount).toBe(2);
    const changed = await cartApi.cart(request, guest);
    await expectTotals(s.sidebar, t, changed);

    // Modal: the page does not scroll behind it, Tab stays inside, Escape and the backdrop close it.
    expect(await page.evaluate<string>('document.documentElement.style.overflow')).toBe('hidden');
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate<boolean>("document.activeElement?.closest('dialog') !== null")).toBe(true);
    await page.keyboard.press('Escape');
    await expect(s.sidebar).toBeHidden();
    await expect(s.cartButton).toBeFocused();
    expect(await page.evaluate<string>('document.documentElement.style.overflow')).toBe('');
    await s.cartButton.click();
    await expect(s.sidebar).toBeVisible();
    await page.mouse.click(40, 450);
    await expect(s.sidebar).toBeHidden();

    // Sign up in the header's modal: the server moved the guest cart into the account, once.
    await signUpInModal(page, t, newShopper('cart'));
    const account = await identityOf(page);
    expect(account.token).toBeTruthy();
    expect(linesOf(await cartApi.cart(request, account))).toEqual(linesOf(changed));
    await expect(s.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 2 }));
    await expect
      .poll(async () => (await cartApi.favorites(request, account)).map((f) => f.productId))
      .toEqual([plain.id]);

    await page.reload();
    await expect(s.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 2 }));
    await expect(s.favoritesLink).toHaveAccessibleName(t('header.favoritesLabel', { count: 1 }));
    await s.cartButton.click();
    await expect(s.sidebar.getByRole('listitem')).toHaveCount(2);
    await expectTotals(s.sidebar, t, await cartApi.cart(request, account));
    expect(linesOf(await cartApi.cart(request, account))).toEqual(linesOf(changed));

    // View Cart goes to the cart page and closes the sidebar.
    await s.sidebar.getByRole('link', { name: t('cart.viewCart'), exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(s.sidebar).toBeHidden();
    await expect(page).toHaveTitle(`${t('pages.cart.title')} | E-Commerce`);
    await expect(s.main.getByRole('heading', { level: 1 })).toHaveText(t('cart.title'));
  });

  test('signing in on a second browser merges its guest cart once; reloading changes nothing', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const [a, b, c] = await findPlainProducts(request, 3);
    const s = shop(page);
    const { t } = s;
    const shopper = newShopper('merge');

    // First browser: an account holding a and b.
    await addFromProductPage(page, s, a);
    await addFromProductPage(page, s, b);
    await signUpInModal(page, t, shopper);

    // Second browser: its own guest cart with a ×2 and c.
    const other = await browser.newContext();
    try {
      const page2 = await other.newPage();
      const s2 = shop(page2);
      await page2.goto(`/product/${a.id}`);
      await s2.main.getByRole('button', { name: t('quantity.increase'), exact: true }).click();
      await s2.main.getByRole('button', { name: t('cart.add'), exact: true }).click();
      await expect(s2.main.getByRole('button', { name: t('cart.addedToCart'), exact: true })).toBeVisible();
      await addFromProductPage(page2, s2, c);
      await expect(s2.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 3 }));

      await signInInModal(page2, t, shopper);
      const expected = [
        [a.name, 3],
        [b.name, 1],
        [c.name, 1],
      ].sort(([x], [y]) => String(x).localeCompare(String(y)));
      const who = await identityOf(page2);
      expect(linesOf(await cartApi.cart(request, who))).toEqual(expected);
      await expect(s2.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 5 }));

      // Once: neither a reload here nor the first browser's reload adds anything again.
      await page2.reload();
      await expect(s2.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 5 }));
      await s2.cartButton.click();
      await expect(s2.sidebar.getByRole('listitem')).toHaveCount(3);
      await expect(s2.quantityOf(s2.sidebar, a.name)).toHaveText('3');
      await page.reload();
      await expect(s.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 5 }));
      expect(linesOf(await cartApi.cart(request, who))).toEqual(expected);
    } finally {
      await other.close();
    }
  });

  test('a token revoked elsewhere signs the shopper out at the next cart call, not into another cart', async ({
    page,
    request,
    pageProblems,
  }) => {
    const { s } = await guestWithOneItem(page, request);
    const { t, main } = s;
    const shopper = newShopper('stale');
    await signUpInModal(page, t, shopper);
    const { token } = await identityOf(page);

    // Signed out on another device: this browser's token no longer names anyone.
    const revoked = await request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(revoked.ok()).toBe(true);
    pageProblems.allow('/api/cart/add');
    pageProblems.allow('/api/auth/logout');

    // No reload (that would check the token at start): the next add on this page finds out.
    await main.getByRole('button', { name: t('cart.add'), exact: true }).click();
    await expect(main.getByRole('alert')).toHaveText('Your session has expired. Please sign in again.');
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('accountMenu.signIn'), exact: true }),
    ).toBeVisible();
    expect(await readLocal(page, 'token')).toBeNull();
    // A guest again, with the guest's (empty) cart: the account's line is not shown to a signed-out page.
    await expect(s.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 0 }));
  });
});
