import { FREE_SHIPPING_THRESHOLD_CENTS } from '@store/shared/constants';
import { toCents, toDollars } from '@store/shared/money';
import { amountToFreeShipping } from '@store/shared/pricing';
import { expect, test } from './fixtures.ts';
import {
  addFromProductPage,
  answerConfirm,
  cartApi,
  expectTotals,
  findPlainProducts,
  guestWithOneItem,
  identityOf,
  linesAddingUpTo,
  shop,
  summaryValue,
  usd,
} from './support/cart-pages.ts';
import { sidewaysOverflow } from './support/catalog-pages.ts';
import { dimensionsOf, findProductWithVariants, productPage } from './support/product-page.ts';
import { readLocal } from './support/local-storage.ts';

/*
 * The cart page and the add button's refusals (storefront §2 Cart page, §4 Add-to-cart button, §5,
 * §8): a refused add shows the server's reason, promo codes are decided by the server, clearing asks
 * first, and the same in French. The sidebar and sign-in journeys are in cart.spec.ts.
 */

test.describe('cart page', () => {
  for (const lang of ['en', 'fr'] as const) {
    test(`a refused add says why by the button, in the shopper’s language (${lang}), and leaves the cart as it was`, async ({
      page,
      request,
      pageProblems,
    }) => {
      const product = await findProductWithVariants(request, (p) =>
        p.variants.some((v) => v.isActive && v.inStock && v.stock.quantity > 0 && v.stock.quantity <= 5),
      );
      const variant = product.variants.find(
        (v) => v.isActive && v.inStock && v.stock.quantity > 0 && v.stock.quantity <= 5,
      );
      if (!variant) throw new Error('unreachable: the product has a low-stock variant');
      const left = variant.stock.quantity;
      const line = { productId: product.id, selectedVariant: variant.id };
      // The server's own words for this refusal, asked for a throwaway guest who holds them all.
      const probe = { 'x-session-id': `guest-1700000000000-e2eprobe${lang}` };
      await request.post('/api/cart/add', { headers: probe, data: { ...line, quantity: left } });
      const refusal = await request.post('/api/cart/add', { headers: probe, data: { ...line, quantity: 1 } });
      expect(refusal.status()).toBe(409);
      const { error } = (await refusal.json()) as { error: string };
      await request.delete('/api/cart/clear', { headers: probe });
      pageProblems.allow('/api/cart/add');
      if (lang === 'fr') await page.addInitScript("localStorage.setItem('preferred-language', 'fr')");

      const s = shop(page, lang);
      const view = productPage(page, lang);
      await page.goto(`/product/${product.id}`);
      for (const dimension of dimensionsOf(product)) {
        await view.option(dimension, variant.attributes[dimension] ?? '').check();
      }
      // More than is left cannot be asked for: the quantity stops at what is left, and says so.
      const quantity = s.main.getByRole('spinbutton', { name: s.t('quantity.label'), exact: true });
      await quantity.fill(String(left + 1));
      await quantity.blur();
      await expect(quantity).toHaveValue(String(left));
      await expect(
        s.main.getByText(s.t('quantity.limit.stock', { count: left }), { exact: true }),
      ).toBeVisible();

      // The cart took them all behind the page's back (another tab): the next add is refused, and the
      // page words the refusal itself from the answer's numbers (in English, the server's sentence).
      const who = await identityOf(page);
      await cartApi.add(request, who, product.id, left, variant.id);
      await quantity.fill('1');
      const expected = s.t('apiErrors.INSUFFICIENT_STOCK_IN_CART', { available: left, inCart: left });
      if (lang === 'en') expect(expected).toBe(error);
      await view.addToCart.click();
      await expect(s.main.getByRole('alert').filter({ hasText: expected })).toHaveText(expected);
      await expect(view.addToCart).toBeVisible();
      const items = (await cartApi.cart(request, who)).items;
      expect(items.map((item) => [item.variantId, item.quantity])).toEqual([[variant.id, left]]);
    });
  }

  test('an add from a card of a product with options opens the product page to choose them', async ({
    page,
    request,
    pageProblems,
  }) => {
    const product = await findProductWithVariants(
      request,
      (p) => p.variants.filter((v) => v.isActive).length > 1,
    );
    // The card cannot know the options; the server's 400 VARIANT_REQUIRED sends the shopper to choose.
    pageProblems.allow('/api/cart/add');
    const s = shop(page);
    await page.goto(`/advanced-search?q=${encodeURIComponent(product.name)}`);
    await s.main
      .getByRole('button', { name: s.t('cart.addProduct', { name: product.name }), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`/product/${product.id}`);
    await expect(productPage(page).heading).toHaveText(product.name);
    expect((await cartApi.cart(request, await identityOf(page))).items).toEqual([]);
  });

  test('promo codes on the cart page, and clearing the cart after a confirmation', async ({
    page,
    request,
    pageProblems,
  }) => {
    const { s, product: a } = await guestWithOneItem(page, request);
    const { t, main } = s;
    await page.goto('/cart');
    await expect(page).toHaveTitle(`${t('pages.cart.title')} | E-Commerce`);
    const who = await identityOf(page);
    await expectTotals(main, t, await cartApi.cart(request, who));

    // Apply stays disabled for an empty or blank code.
    const code = main.getByRole('textbox', { name: t('cart.promo.label'), exact: true });
    const apply = main.getByRole('button', { name: t('cart.promo.apply'), exact: true });
    await expect(apply).toBeDisabled();
    await code.fill('   ');
    await expect(apply).toBeDisabled();

    // Refused codes show the server's message, and nothing reads as applied.
    pageProblems.allow('/api/cart/coupon');
    for (const refused of ['NOPE-123', 'SAVE10', 'SUMMER2024']) {
      const message = await cartApi.couponError(request, who, refused);
      await code.fill(refused.toLowerCase());
      await apply.click();
      await expect(main.getByRole('alert')).toHaveText(message);
      await expect(main.getByText(t('cart.promo.applied'))).toHaveCount(0);
    }

    // WELCOME5: the discount is in the totals, as the API computes them.
    await code.fill(' welcome5 ');
    await apply.click();
    await expect(main.getByRole('status').filter({ hasText: t('cart.promo.applied') })).toBeVisible();
    await expect(
      main.getByText(t('cart.promo.appliedCode', { code: 'WELCOME5' }), { exact: true }),
    ).toBeVisible();
    const withCode = await cartApi.cart(request, who);
    expect(withCode.couponCode).toBe('WELCOME5');
    expect(withCode.discount).toBe(Math.min(5, withCode.subtotal));
    await expectTotals(main, t, withCode);

    // Removed again.
    await main
      .getByRole('button', { name: t('cart.promo.removeLabel', { code: 'WELCOME5' }), exact: true })
      .click();
    await expect(code).toBeVisible();
    await expect(main.getByText(t('cart.promo.applied'))).toHaveCount(0);
    // The form is back at once (optimistic); the server's answer follows.
    await expect.poll(async () => (await cartApi.cart(request, who)).couponCode).toBeNull();
    const without = await cartApi.cart(request, who);
    await expectTotals(main, t, without);

    // Clear asks first; cancelling keeps the cart.
    const clear = main.getByRole('button', { name: t('cart.clear'), exact: true });
    const dismissed = answerConfirm(page, t('cart.clearConfirm'), false);
    await clear.click();
    await dismissed;
    await expect(s.line(main, a.name)).toBeVisible();
    const accepted = answerConfirm(page, t('cart.clearConfirm'), true);
    await clear.click();
    await accepted;
    // The empty cart's message is text only.
    await expect(main.getByText(t('cart.empty'), { exact: true })).toBeVisible();
    await expect(main.getByRole('link')).toHaveCount(0);
    await expect(s.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 0 }));
    await expect.poll(async () => (await cartApi.cart(request, who)).items.length).toBe(0);
    expect(await readLocal(page, 'cart')).toBeNull();
  });

  test('at exactly $50.00 the notice asks for the cent that goes over $50, as shipping still costs', async ({
    page,
    request,
  }) => {
    const s = shop(page);
    const { t, main } = s;
    await page.goto('/');
    await expect.poll(() => readLocal(page, 'cart-session-id')).not.toBeNull();
    const who = await identityOf(page);
    for (const { product, quantity } of await linesAddingUpTo(request, FREE_SHIPPING_THRESHOLD_CENTS)) {
      await cartApi.add(request, who, product.id, quantity);
    }
    await page.goto('/cart');
    // Free shipping is for a subtotal above $50 (storefront §9): $50.00 pays $9.99, $50.01 ships free.
    await expect(summaryValue(main, t('cart.summary.subtotal'))).toHaveText('$50.00');
    await expect(summaryValue(main, t('cart.summary.shipping'))).toHaveText('$9.99');
    await expect(
      main.getByText(t('cart.freeShipping.remaining', { amount: '$0.01', threshold: '$50.00' }), {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('the cart in French', async ({ page, request, pageProblems }) => {
    await page.addInitScript("localStorage.setItem('preferred-language', 'fr')");
    const { s } = await guestWithOneItem(page, request, 'fr');
    const { t, main } = s;
    await expect(s.cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 1 }));

    await s.cartButton.click();
    await expect(s.sidebar).toBeVisible();
    const who = await identityOf(page);
    const cart = await cartApi.cart(request, who, 'fr');
    await expectTotals(s.sidebar, t, cart);
    const missing = amountToFreeShipping(toCents(cart.subtotal));
    await expect(
      s.sidebar.getByText(
        t('cart.freeShipping.remaining', {
          amount: usd(toDollars(missing)),
          threshold: usd(toDollars(FREE_SHIPPING_THRESHOLD_CENTS)),
        }),
      ),
    ).toBeVisible();
    await s.sidebar.getByRole('link', { name: t('cart.viewCart'), exact: true }).click();
    await expect(page).toHaveTitle(`${t('pages.cart.title')} | E-Commerce`);
    await expect(s.sidebar).toBeHidden();

    const code = main.getByRole('textbox', { name: t('cart.promo.label'), exact: true });
    const apply = main.getByRole('button', { name: t('cart.promo.apply'), exact: true });
    pageProblems.allow('/api/cart/coupon');
    await code.fill('NOPE-123');
    await apply.click();
    await expect(main.getByRole('alert')).toHaveText(t('apiErrors.INVALID_COUPON'));
    await code.fill('WELCOME5');
    await apply.click();
    await expect(main.getByRole('status').filter({ hasText: t('cart.promo.applied') })).toBeVisible();
    await expectTotals(main, t, await cartApi.cart(request, who, 'fr'));

    const accepted = answerConfirm(page, t('cart.clearConfirm'), true);
    await main.getByRole('button', { name: t('cart.clear'), exact: true }).click();
    await accepted;
    await expect(main.getByText(t('cart.empty'), { exact: true })).toBeVisible();
  });

  test('on a phone the sidebar takes the whole screen and the cart page never scrolls sideways', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const product = await findProductWithVariants(request);
    const variant = product.variants.find((v) => v.isActive && v.inStock);
    const [a] = await findPlainProducts(request, 1);
    if (!variant) throw new Error('unreachable: the product has an active variant in stock');
    const s = shop(page);
    const view = productPage(page);
    await page.goto(`/product/${product.id}`);
    for (const dimension of dimensionsOf(product)) {
      await view.option(dimension, variant.attributes[dimension] ?? '').check();
    }
    await view.addToCart.click();
    await expect(s.main.getByRole('button', { name: s.t('cart.addedToCart'), exact: true })).toBeVisible();
    await addFromProductPage(page, s, a);

    await s.cartButton.click();
    await expect(s.sidebar.getByRole('listitem')).toHaveCount(2);
    // Once it has slid in.
    await expect.poll(() => s.sidebar.boundingBox()).toMatchObject({ x: 0, width: 390 });
    for (const name of [product.name, a.name]) {
      await expect(s.remove(s.sidebar, name)).toBeInViewport();
      await expect(s.increase(s.sidebar, name)).toBeInViewport();
    }
    await page.keyboard.press('Escape');

    await page.goto('/cart');
    await expect(s.line(s.main, a.name)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expect(s.main.getByRole('link', { name: s.t('cart.checkout'), exact: true })).toBeVisible();
  });
});
