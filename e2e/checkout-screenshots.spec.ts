import { STORAGE_KEYS } from '@store/shared/constants';
import { expect } from './fixtures.ts';
import { openSignedIn } from './support/account-pages.ts';
import {
  ADDRESS,
  TEST_CARDS,
  checkoutApi,
  checkoutPage,
  customerWithCart,
  fillCard,
  orderPages,
} from './support/checkout-pages.ts';
import { describeScreenshots } from './support/screenshots.ts';

/*
 * Pictures of checkout and orders for people, not assertions: the three steps (a missing field, the
 * billing form, a declined card), the 3-D Secure page, the confirmation, My orders with its details
 * dialog and tracking, the signed-out prompt and an unknown order, in e2e/screenshots/ (git-ignored).
 * Not part of the normal run: `npm run test:e2e -- e2e/checkout-screenshots.spec.ts --grep @screenshots`.
 */

describeScreenshots(
  'checkout and orders screenshots',
  async ({ page, request, pageProblems, lang, shot }) => {
    // The unknown order pictured last is answered 404 on purpose.
    pageProblems.allow('no-such-order');
    const { token, cart } = await customerWithCart(request, 'shots-checkout', 3);
    const [firstLine] = cart.items;
    if (!firstLine) throw new Error('the cart pictured is empty');
    const c = checkoutPage(page, lang);
    const { t } = c;

    await openSignedIn(page, token, '/checkout');
    await c.button('checkout.shipping.continue').click();
    await expect(c.alert).toBeVisible();
    await c.stepHeading('shipping').scrollIntoViewIfNeeded();
    await shot('checkout-shipping-missing');

    await c.address('street').fill(ADDRESS.street);
    await c.address('city').fill(ADDRESS.city);
    await c.address('zipCode').fill(ADDRESS.zipCode);
    await c.address('country').selectOption(ADDRESS.country);
    await c.button('checkout.shipping.continue').click();
    await c.sameAsShipping.uncheck();
    await c.button('checkout.billing.continue').click();
    await expect(c.alert).toBeVisible();
    await c.stepHeading('billing').scrollIntoViewIfNeeded();
    await shot('checkout-billing-form');

    await c.sameAsShipping.check();
    await c.button('checkout.billing.continue').click();
    await expect(c.stepHeading('payment')).toBeFocused();
    await shot('checkout-payment');
    await fillCard(c, TEST_CARDS.declined);
    await c.pay(cart.total).click();
    await expect(c.alert).toBeVisible();
    await c.alert.scrollIntoViewIfNeeded();
    await shot('checkout-payment-declined');
    await shot('checkout-payment-full', true);

    await c.cardNumber.fill(TEST_CARDS.threeDSecure);
    await c.pay(cart.total).click();
    const main = page.getByRole('main');
    const complete = main.getByRole('button', { name: t('checkout.authenticate.complete'), exact: true });
    await expect(complete).toBeVisible();
    await shot('checkout-authenticate');
    await complete.click();

    const o = orderPages(page, lang);
    await expect(o.heading).toHaveText(t('orderConfirmation.title'));
    await shot('order-confirmation');
    await shot('order-confirmation-full', true);

    // A second order for the list, then My orders, its details and tracking.
    await checkoutApi.addToCart(request, token, firstLine.productId);
    const second = await checkoutApi.placeOrder(request, token);
    await page.goto('/orders');
    await expect(o.cards).toHaveCount(2);
    await shot('orders', true);
    await o.details(second.orderNumber).click();
    await expect(o.dialog(second.orderNumber)).toBeVisible();
    await shot('order-details');
    await page.keyboard.press('Escape');
    const track = main.getByRole('region', { name: t('orders.track.title'), exact: true });
    await track.getByLabel(t('orders.track.orderNumber'), { exact: true }).fill(second.orderNumber);
    await track.getByRole('button', { name: t('orders.track.submit'), exact: true }).click();
    const result = main.getByRole('region', {
      name: t('orders.track.result', { number: second.orderNumber }),
    });
    await expect(result).toBeVisible();
    await result.scrollIntoViewIfNeeded();
    await shot('order-tracking');

    // Signed out (the token dropped from this browser only, so it stays valid), then an unknown order.
    await page.evaluate(`localStorage.removeItem(${JSON.stringify(STORAGE_KEYS.token)})`);
    await page.goto('/orders');
    await expect(o.heading).toHaveText(t('orders.loginRequired'));
    await shot('orders-signed-out');
    await openSignedIn(page, token, '/order-confirmation/no-such-order');
    await expect(o.heading).toHaveText(t('orderConfirmation.notFound.title'));
    await shot('order-not-found');
  },
);
