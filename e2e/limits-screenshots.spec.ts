import { FREE_SHIPPING_THRESHOLD_CENTS, MAX_LINE_QUANTITY } from '@store/shared/constants';
import { expect } from './fixtures.ts';
import { accountApi, newCustomer, openSignedIn } from './support/account-pages.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { cartApi, findPlainProducts, identityOf, linesAddingUpTo, shop } from './support/cart-pages.ts';
import { catalogApi } from './support/catalog-api.ts';
import { checkoutApi } from './support/checkout-pages.ts';
import { readLocal } from './support/local-storage.ts';
import { describeScreenshots } from './support/screenshots.ts';

/*
 * Pictures for people, not assertions, of where the shop says what its limits are: the product page's
 * quantity stopped at what one cart line may hold, the free-shipping notice at exactly $50.00, the
 * profile's "Sign out everywhere" and the analytics funnel, in both languages on a phone and a
 * desktop, in e2e/screenshots/ (git-ignored).
 * Not part of the normal run: `npm run test:e2e -- e2e/limits-screenshots.spec.ts --grep @screenshots`.
 */

describeScreenshots('limits screenshots', async ({ page, request, lang, shot }) => {
  const s = shop(page, lang);
  const { t, main } = s;

  // The product page with more asked for than one cart line may hold.
  const [, , , product] = await findPlainProducts(request, 4);
  await page.goto(`/product/${product.id}`);
  const quantity = main.getByRole('spinbutton', { name: t('quantity.label'), exact: true });
  await quantity.fill('500');
  await quantity.blur();
  const why =
    product.maxQuantity < MAX_LINE_QUANTITY
      ? t('quantity.limit.stock', { count: product.maxQuantity })
      : t('quantity.limit.cap', { max: MAX_LINE_QUANTITY });
  await expect(main.getByText(why, { exact: true })).toBeVisible();
  await main.getByText(why, { exact: true }).scrollIntoViewIfNeeded();
  await shot('product-quantity-limit');

  // All of them in the cart: the line's plus stops, and says why.
  await main.getByRole('button', { name: t('cart.add'), exact: true }).click();
  await expect(main.getByRole('button', { name: t('cart.addedToCart'), exact: true })).toBeVisible();
  await page.goto('/cart');
  const line = s.line(main, (await catalogApi.product(request, product.id, lang)).name);
  await line.getByText(why, { exact: true }).scrollIntoViewIfNeeded();
  await shot('cart-line-limit');

  // A cart of exactly $50.00: shipping still costs, and the notice asks for the cent over $50.
  await expect.poll(() => readLocal(page, 'cart-session-id')).not.toBeNull();
  const who = await identityOf(page);
  await request.delete('/api/cart/clear', { headers: { 'x-session-id': who.sessionId } });
  for (const { product: line, quantity: units } of await linesAddingUpTo(
    request,
    FREE_SHIPPING_THRESHOLD_CENTS,
  )) {
    await cartApi.add(request, who, line.id, units);
  }
  await page.goto('/cart');
  const notice = main.getByText(t('cart.freeShipping.remaining', { amount: '$0.01', threshold: '$50.00' }), {
    exact: true,
  });
  await notice.scrollIntoViewIfNeeded();
  await shot('cart-free-shipping-at-50');

  // The profile's sign-out-everywhere card.
  const customer = newCustomer(`limits-${lang}`);
  const { token } = await accountApi.register(request, customer);
  await openSignedIn(page, token, '/profile');
  const card = main.getByRole('region', { name: t('profile.sessions.title'), exact: true });
  await card.scrollIntoViewIfNeeded();
  await shot('profile-sign-out-everywhere');

  // The analytics funnel, once this customer's cart became an order.
  await checkoutApi.addToCart(request, token, product.id, 1);
  await checkoutApi.placeOrder(request, token);
  const a = adminPages(page, lang);
  await openAdmin(page, await adminApi.login(request, SUPERADMIN), '/admin/analytics');
  const rate = a.main.getByText(`${a.t('analytics.funnel.carts')} → ${a.t('analytics.funnel.ordered')}`);
  await expect(rate).toBeVisible();
  await rate.scrollIntoViewIfNeeded();
  await shot('admin-analytics-funnel');
});
