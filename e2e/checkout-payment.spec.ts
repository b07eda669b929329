import type { Page, Response } from '@playwright/test';
import { testConfirmResponseSchema } from '@store/shared/schemas/checkout';
import { expect, test } from './fixtures.ts';
import { openSignedIn } from './support/account-pages.ts';
import {
  TEST_CARDS,
  checkoutApi,
  checkoutPage,
  confirmedOrderId,
  customerWithCart,
  fillCard,
  openAtPayment,
  payByKeyboard,
} from './support/checkout-pages.ts';

/*
 * Paying at checkout (storefront §4 Checkout, §8 Payment): the test provider's refusals in its own
 * words, a card that asks for 3-D Secure (passed and failed), and the whole checkout with the keyboard
 * alone. Each journey has a customer of its own; the page is checked against the API's orders.
 */

/** Waits for the test provider's answer to the card the page sends. */
function providerAnswer(page: Page): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/api/payment/test/confirm');
}

test.describe('checkout payment', () => {
  test('a declined card shows the provider’s message, and another card then pays', async ({
    page,
    request,
  }) => {
    const { token, cart } = await customerWithCart(request, 'checkout-declined', 1);
    const c = checkoutPage(page);
    await openAtPayment(page, c, token);

    // An incomplete card is caught before anything is sent.
    await c.cardNumber.fill('4242 4242');
    await c.pay(cart.total).click();
    await expect(c.alert).toHaveText(c.t('checkout.card.errors.number'));
    await expect(c.cardNumber).toBeFocused();

    await fillCard(c, TEST_CARDS.declined);
    const [answer] = await Promise.all([providerAnswer(page), c.pay(cart.total).click()]);
    const refusal = testConfirmResponseSchema.parse(await answer.json());
    expect(refusal.status).not.toBe('succeeded');
    expect(refusal.error?.code).toBe('card_declined');
    await expect(c.alert).toHaveText(refusal.error?.message ?? 'no message');
    await expect(page).toHaveURL('/checkout');
    expect((await checkoutApi.orders(request, token)).orders).toEqual([]);

    // Typing again takes the message away; the same intent then takes a good card.
    await c.cardNumber.fill(TEST_CARDS.succeeds);
    await expect(c.alert).toHaveCount(0);
    await c.pay(cart.total).click();
    await expect(page).toHaveURL(/\/order-confirmation\//);
    expect((await checkoutApi.orders(request, token)).orders.map((o) => o.pricing.total)).toEqual([
      cart.total,
    ]);
  });

  test('a 3-D Secure card goes through the authentication page; failing it says so and checkout stays', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { token, cart } = await customerWithCart(request, 'checkout-3ds', 1);
    const c = checkoutPage(page);
    const { t } = c;
    const main = page.getByRole('main');
    await openAtPayment(page, c, token);

    // The bank's check fails: the return page says the payment failed and leads back to checkout.
    await fillCard(c, TEST_CARDS.threeDSecure);
    await c.pay(cart.total).click();
    await expect(page).toHaveURL(/\/checkout\/authenticate\?payment_intent=/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('checkout.authenticate.title'));
    await main.getByRole('button', { name: t('checkout.authenticate.fail'), exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/complete\?.*redirect_status=failed/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('checkout.complete.failedTitle'));
    expect((await checkoutApi.orders(request, token)).orders).toEqual([]);
    await main.getByRole('link', { name: t('checkout.complete.backToCheckout'), exact: true }).click();

    // Back at the payment step, the addresses kept. Again, and this time the check passes:
    // /checkout/complete places the order and shows it.
    await expect(c.stepHeading('payment')).toBeVisible();
    await fillCard(c, TEST_CARDS.threeDSecure);
    await c.pay(cart.total).click();
    await main.getByRole('button', { name: t('checkout.authenticate.complete'), exact: true }).click();
    await expect(page).toHaveURL(/\/order-confirmation\//);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('orderConfirmation.title'));
    const order = await checkoutApi.order(request, token, confirmedOrderId(page));
    expect(order.pricing.total).toBe(cart.total);
    await expect(main.getByText(order.orderNumber, { exact: true })).toBeVisible();
    expect((await checkoutApi.cart(request, token)).items).toEqual([]);
    // Back does not offer the finished check again: it comes back to the same confirmation.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order._id}`));
    expect((await checkoutApi.orders(request, token)).orders).toHaveLength(1);
  });

  test('the whole checkout with the keyboard alone', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { token, cart } = await customerWithCart(request, 'checkout-keys', 1);
    const c = checkoutPage(page);
    await openSignedIn(page, token, '/checkout');
    await expect(c.stepHeading('shipping')).toBeVisible();

    // The skip link, then Tab: the first field of the form.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: c.t('common.skipToContent') })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(c.address('firstName')).toBeFocused();

    await payByKeyboard(page, c);

    await expect(page).toHaveURL(/\/order-confirmation\//);
    const order = await checkoutApi.order(request, token, confirmedOrderId(page));
    expect(order.pricing.total).toBe(cart.total);
  });
});
