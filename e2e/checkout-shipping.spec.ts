import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  SHIPPING_RATES,
  type Language,
  type ShippingMethod,
} from '@store/shared/constants';
import { toCents, toDollars } from '@store/shared/money';
import { expect, test } from './fixtures.ts';
import { openSignedIn } from './support/account-pages.ts';
import { expectTotals, usd } from './support/cart-pages.ts';
import { sidewaysOverflow } from './support/catalog-pages.ts';
import {
  ADDRESS,
  TEST_CARDS,
  checkoutApi,
  checkoutPage,
  confirmedOrderId,
  continueToPayment,
  customerWithCart,
  customerWithCartAbove,
  fillAddress,
  fillCard,
  orderPages,
} from './support/checkout-pages.ts';
import type { Translate } from './support/messages.ts';

/*
 * Shipping methods at checkout (issue 22): standard (free above $50) or express, chosen on the shipping
 * step with the keyboard, the summary and the amount to pay following the choice, kept across the
 * steps, and the order placed showing how it travels and when it should arrive, on its confirmation
 * and in My orders. Prices and delivery times come from the shared rate table (SHIPPING_RATES), the
 * amount from the server's answer.
 */

/** '1–2 days'. */
function deliveryTime(t: Translate, method: ShippingMethod): string {
  const [from, to] = SHIPPING_RATES[method].days;
  return t('shippingMethods.time', { from, to });
}

/** 'Express shipping · 1–2 days', as the order's pages say how it travels. */
function methodText(t: Translate, method: ShippingMethod): string {
  return t('shippingMethods.withTime', {
    method: t(`shippingMethods.${method}`),
    time: deliveryTime(t, method),
  });
}

/** 'Estimated delivery: December 3, 2026', in the page's language. */
function estimatedText(t: Translate, lang: Language, iso: string): string {
  const date = new Date(iso).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'long' });
  return t('orders.details.estimatedDelivery', { date });
}

test.describe('shipping methods at checkout', () => {
  test('English, desktop: a cart above $50 ships free by standard; express, chosen with the keyboard, is paid and shown on the order', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { token, cart } = await customerWithCartAbove(
      request,
      'ship-express',
      FREE_SHIPPING_THRESHOLD_CENTS,
    );
    expect(cart.shipping).toBe(0);
    const express = SHIPPING_RATES.express.feeCents;
    // Above $50 standard is free, so express adds its whole fee to the total (tax is on the goods).
    const expressTotal = toDollars(toCents(cart.total) + express);
    const c = checkoutPage(page);
    const { t } = c;

    await openSignedIn(page, token, '/checkout');
    await fillAddress(c, { street: ADDRESS.street, city: ADDRESS.city });

    // Both methods with their price for this cart and their delivery time; standard chosen.
    await expect(c.shippingMethods).toBeVisible();
    await expect(c.shippingMethod('standard')).toBeChecked();
    await expect(c.shippingMethod('standard')).toHaveAccessibleDescription(
      `${deliveryTime(t, 'standard')} ${t('cart.summary.free')}`,
    );
    await expect(c.shippingMethod('express')).not.toBeChecked();
    await expect(c.shippingMethod('express')).toHaveAccessibleDescription(
      `${deliveryTime(t, 'express')} ${usd(toDollars(express))}`,
    );
    await expectTotals(c.summary, t, cart);

    // The keyboard: Tab from the last address field reaches the group at the chosen method, an arrow
    // key chooses express, the card shows where focus is, and Tab goes on to Continue.
    await c.address('phone').focus();
    await page.keyboard.press('Tab');
    await expect(c.saveAddress).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(c.shippingMethod('standard')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(c.shippingMethod('express')).toBeFocused();
    await expect(c.shippingMethod('express')).toBeChecked();
    const expressCard = c.shippingMethods
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: t('shippingMethods.express'), exact: true }) });
    await expect(expressCard).toHaveCSS('outline-style', 'solid');
    await expect(c.shippingMethods.locator('label').first()).toHaveCSS('outline-style', 'none');
    await expectTotals(c.summary, t, { ...cart, shipping: toDollars(express), total: expressTotal });
    await page.keyboard.press('Tab');
    await expect(c.button('checkout.shipping.continue')).toBeFocused();

    // The choice is sent with the payment intent; the amount to pay is the server's answer.
    const intentSent = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/payment/create-payment-intent',
    );
    await page.keyboard.press('Enter');
    await expect(c.stepHeading('billing')).toBeFocused();
    await c.button('checkout.billing.continue').click();
    const intentRequest = await intentSent;
    expect(intentRequest.postDataJSON()).toMatchObject({ shippingMethod: 'express' });
    const intent = (await (await intentRequest.response())?.json()) as { amount: number };
    expect(intent.amount).toBe(expressTotal);
    await expect(c.stepHeading('payment')).toBeFocused();
    await expect(c.pay(intent.amount)).toBeVisible();
    await expectTotals(c.summary, t, { ...cart, shipping: toDollars(express), total: intent.amount });

    // Back to the shipping step and on again, across a reload too: express is still the choice.
    await c.button('checkout.back').click();
    await page.reload();
    await expect(c.stepHeading('billing')).toBeVisible();
    await c.button('checkout.back').click();
    await expect(c.shippingMethod('express')).toBeChecked();
    await expect(c.address('street')).toHaveValue(ADDRESS.street);
    await continueToPayment(c);
    await expect(c.pay(expressTotal)).toBeVisible();

    await fillCard(c, TEST_CARDS.succeeds);
    await c.pay(expressTotal).click();
    await expect(page).toHaveURL(/\/order-confirmation\//);
    const order = await checkoutApi.order(request, token, confirmedOrderId(page));
    expect(order.shipping.method).toBe('express');
    expect(order.pricing).toMatchObject({ shipping: toDollars(express), total: expressTotal });

    // The confirmation says how it travels and when it should arrive.
    const o = orderPages(page);
    await expect(o.heading).toHaveText(t('orderConfirmation.title'));
    await expect(o.main.getByText(t('shippingMethods.express'), { exact: true })).toBeVisible();
    await expect(o.main.getByText(methodText(t, 'express'), { exact: true })).toBeVisible();
    await expect(
      o.main.getByText(estimatedText(t, 'en', order.shipping.estimatedDelivery), { exact: true }),
    ).toBeVisible();
    await expectTotals(o.main, t, { ...cart, shipping: toDollars(express), total: expressTotal });

    // So do the order's details in My orders.
    await o.main.getByRole('link', { name: t('orderConfirmation.viewOrders'), exact: true }).click();
    await o.details(order.orderNumber).click();
    const dialog = o.dialog(order.orderNumber);
    await expect(dialog.getByText(methodText(t, 'express'), { exact: true })).toBeVisible();
    await expect(
      dialog.getByText(estimatedText(t, 'en', order.shipping.estimatedDelivery), { exact: true }),
    ).toBeVisible();
  });

  test('French, phone: the default standard shipping, and the confirmation says so in French', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(`localStorage.setItem('preferred-language', 'fr')`);
    const { token, cart } = await customerWithCart(request, 'ship-standard-fr', 2);
    const c = checkoutPage(page, 'fr');
    const { t } = c;

    await openSignedIn(page, token, '/checkout');
    await fillAddress(c, { street: ADDRESS.street, city: ADDRESS.city });
    await expect(c.shippingMethods).toBeVisible();
    await expect(c.shippingMethod('standard')).toBeChecked();
    await expect(c.shippingMethod('standard')).toHaveAccessibleDescription(
      `${deliveryTime(t, 'standard')} ${cart.shipping === 0 ? t('cart.summary.free') : usd(cart.shipping)}`,
    );
    await expect(c.shippingMethod('express')).not.toBeChecked();
    await expectTotals(c.summary, t, await checkoutApi.cart(request, token, 'fr'));
    expect(await sidewaysOverflow(page)).toBe(0);

    await continueToPayment(c);
    await fillCard(c, TEST_CARDS.succeeds);
    await c.pay(cart.total).click();

    await expect(page).toHaveURL(/\/order-confirmation\//);
    const order = await checkoutApi.order(request, token, confirmedOrderId(page));
    expect(order.shipping.method).toBe('standard');
    expect(order.pricing.total).toBe(cart.total);
    const o = orderPages(page, 'fr');
    await expect(o.heading).toHaveText(t('orderConfirmation.title'));
    await expect(o.main.getByText(methodText(t, 'standard'), { exact: true })).toBeVisible();
    await expect(
      o.main.getByText(estimatedText(t, 'fr', order.shipping.estimatedDelivery), { exact: true }),
    ).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
