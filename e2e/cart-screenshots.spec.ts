import { expect } from './fixtures.ts';
import { findPlainProducts, shop } from './support/cart-pages.ts';
import { catalogApi } from './support/catalog-api.ts';
import { productGrid } from './support/catalog-pages.ts';
import { dimensionsOf, findProductWithVariants, productPage } from './support/product-page.ts';
import { describeScreenshots } from './support/screenshots.ts';

/*
 * Pictures of the cart and favourites for people, not assertions: the product page's buttons, an
 * advanced search card in the cart, the cart sidebar, the cart page with a promo code and the
 * favourites page, in both languages on a phone and a desktop, in e2e/screenshots/ (git-ignored).
 * Not part of the normal run: `npm run test:e2e -- e2e/cart-screenshots.spec.ts --grep @screenshots`.
 */

describeScreenshots('cart and favourites screenshots', async ({ page, request, lang, shot }) => {
  const product = await findProductWithVariants(request);
  const variant = product.variants.find((v) => v.isActive && v.inStock);
  const [plain, other] = await findPlainProducts(request, 2);
  if (!variant) throw new Error('the catalogue lacks the product pictured');
  const s = shop(page, lang);
  const { t, main } = s;
  const view = productPage(page, lang);

  // Product page: the option messages, then the added product and its heart.
  await page.goto(`/product/${product.id}`);
  await view.addToCart.click();
  await expect(main.getByRole('alert').first()).toBeVisible();
  await shot('product-options-missing');
  for (const dimension of dimensionsOf(product)) {
    await view.option(dimension, variant.attributes[dimension] ?? '').check();
  }
  await view.addToCart.click();
  await expect(main.getByRole('button', { name: t('cart.add'), exact: true })).toBeVisible();
  await s.heart(main, (await catalogApi.product(request, product.id, lang)).name).click();
  await main.getByRole('button', { name: t('cart.add'), exact: true }).scrollIntoViewIfNeeded();
  await shot('product-buttons');

  // An advanced search card: added, favourited, then its 'In Cart' stepper.
  const plainName = (await catalogApi.product(request, plain.id, lang)).name;
  await page.goto(`/advanced-search?q=${encodeURIComponent(plain.name)}`);
  const card = productGrid(page).card(plainName);
  await card.getByRole('button', { name: t('cart.addProduct', { name: plainName }), exact: true }).click();
  await expect(card.getByText(t('cart.inCart'), { exact: true })).toBeVisible();
  await s.heart(card, plainName).click();
  await card.scrollIntoViewIfNeeded();
  await shot('search-card-in-cart');

  await page.goto(`/product/${other.id}`);
  await main.getByRole('button', { name: t('cart.add'), exact: true }).click();
  await expect(main.getByRole('button', { name: t('cart.addedToCart'), exact: true })).toBeVisible();
  await s.cartButton.click();
  await expect(s.sidebar.getByRole('listitem')).toHaveCount(3);
  await shot('cart-sidebar');
  await page.keyboard.press('Escape');

  await page.goto('/cart');
  await main.getByRole('textbox', { name: t('cart.promo.label'), exact: true }).fill('WELCOME5');
  await main.getByRole('button', { name: t('cart.promo.apply'), exact: true }).click();
  await expect(main.getByRole('status').filter({ hasText: t('cart.promo.applied') })).toBeVisible();
  await shot('cart-page', true);

  await page.goto('/favorites');
  await expect(productGrid(page).cards).toHaveCount(2);
  await shot('favorites-page');
});
