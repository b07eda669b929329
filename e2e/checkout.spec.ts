import { STORAGE_KEYS } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { accountApi, accountPages, fillSignIn, openSignedIn, storedUser } from './support/account-pages.ts';
import { expectTotals, shop, usd } from './support/cart-pages.ts';
import { sidewaysOverflow } from './support/catalog-pages.ts';
import {
  ADDRESS,
  TEST_CARDS,
  checkoutApi,
  checkoutPage,
  confirmedOrderId,
  continueToPayment,
  customerWithCart,
  fillAddress,
  fillCard,
  orderPages,
} from './support/checkout-pages.ts';
import { readLocal } from './support/local-storage.ts';

/*
 * Checkout (storefront §2 Checkout, Order confirmation; §4 Checkout; §5 Checkout; §8): the sign-in
 * redirect, the three steps with their validation and Back buttons, a purchase with 4242 in English on
 * a desktop and in French on a phone, and the confirmation of the order placed, checked against the
 * API's cart and order. Card refusals, 3-D Secure and the keyboard: checkout-payment.spec.ts.
 */

test.describe('checkout', () => {
  test('a signed-out shopper signs in first and comes back to checkout; an empty cart goes home', async ({
    page,
    request,
  }) => {
    const { customer } = await customerWithCart(request, 'checkout-login', 1);
    const a = accountPages(page);
    const c = checkoutPage(page);

    await page.goto('/checkout');
    await expect(page).toHaveURL('/login?redirect=/checkout');
    await fillSignIn(a, a.main, customer);
    await expect(page).toHaveURL('/checkout');
    await expect(c.stepHeading('shipping')).toBeVisible();
    await expect(page).toHaveTitle(`${c.t('pages.checkout.title')} | E-Commerce`);

    const empty = await accountApi.register(request, { ...customer, email: `empty-${customer.email}` });
    await openSignedIn(page, empty.token, '/checkout');
    await expect(page).toHaveURL('/');
  });

  test('a full purchase with 4242 in English on a desktop: steps, validation, Back, totals, the order', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { customer, token, cart } = await customerWithCart(request, 'checkout-en', 2);
    expect(await checkoutApi.paymentConfig(request)).toEqual({
      provider: 'test',
      publishableKey: null,
      guestCheckout: true,
    });
    const c = checkoutPage(page);
    const { t } = c;
    await openSignedIn(page, token, '/checkout');

    // Step 1: the account's name, US by default, the three required fields starred.
    await expect(c.currentStep).toContainText(t('checkout.steps.shipping'));
    await expect(c.address('firstName')).toHaveValue(customer.firstName);
    await expect(c.address('lastName')).toHaveValue(customer.lastName);
    await expect(c.address('country')).toHaveValue('US');
    for (const name of ['firstName', 'street', 'city'])
      await expect(c.address(name)).toHaveAttribute('required');
    await expect(c.address('state')).not.toHaveAttribute('required');
    await expectTotals(c.summary, t, cart);
    for (const item of cart.items) await expect(c.summary).toContainText(item.product.name);

    await c.button('checkout.shipping.continue').click();
    await expect(c.alert).toHaveText(t('checkout.errors.shippingRequired'));
    await expect(c.address('street')).toBeFocused();
    await expect(c.address('street')).toHaveAttribute('aria-invalid', 'true');
    await fillAddress(c, {
      street: ADDRESS.street,
      city: ADDRESS.city,
      zipCode: ADDRESS.zipCode,
      country: ADDRESS.country,
    });
    await expect(c.alert).toHaveCount(0);
    await c.saveAddress.check();
    await c.button('checkout.shipping.continue').click();

    // Step 2: same as shipping by default; unticked, the same form and its own message.
    await expect(c.stepHeading('billing')).toBeFocused();
    await expect(c.sameAsShipping).toBeChecked();
    await expect(c.main.getByText(ADDRESS.street, { exact: true })).toBeVisible();
    await c.sameAsShipping.uncheck();
    await c.button('checkout.billing.continue').click();
    await expect(c.alert).toHaveText(t('checkout.errors.billingRequired'));
    await c.button('checkout.back').click();
    await expect(c.stepHeading('shipping')).toBeFocused();
    await expect(c.address('street')).toHaveValue(ADDRESS.street);
    await expect(c.saveAddress).toBeChecked();
    await c.button('checkout.shipping.continue').click();
    await expect(c.sameAsShipping).not.toBeChecked();
    await c.sameAsShipping.check();
    await c.button('checkout.billing.continue').click();

    // Step 3: the test provider's form, the amount the server will charge, Back keeps the choice.
    await expect(c.stepHeading('payment')).toBeFocused();
    await expect(c.main.getByText(t('checkout.testMode.title'), { exact: true })).toBeVisible();
    await expect(c.pay(cart.total)).toBeVisible();
    await c.button('checkout.back').click();
    await expect(c.sameAsShipping).toBeChecked();
    await c.button('checkout.billing.continue').click();
    await fillCard(c, TEST_CARDS.succeeds);
    await expect(c.cardNumber).toHaveValue(TEST_CARDS.succeeds);
    await c.pay(cart.total).click();

    await expect(page).toHaveURL(/\/order-confirmation\//);
    const o = orderPages(page);
    await expect(o.heading).toHaveText(t('orderConfirmation.title'));
    const order = await checkoutApi.order(request, token, confirmedOrderId(page));
    expect(order.pricing.total).toBe(cart.total);
    expect(order.items.map((item) => item.name).sort()).toEqual(cart.items.map((i) => i.product.name).sort());
    expect(order.shippingAddress).toMatchObject({
      street: ADDRESS.street,
      city: ADDRESS.city,
      zipCode: ADDRESS.zipCode,
      country: ADDRESS.country,
    });
    await expect(o.main.getByText(order.orderNumber, { exact: true })).toBeVisible();
    await expect(o.status(o.main, order.status)).toBeVisible();
    await expect(o.main.getByText(t('orders.details.card', { brand: 'Visa', last4: '4242' }))).toBeVisible();
    await expectTotals(o.main, t, { ...cart, total: order.pricing.total });
    for (const item of order.items) await expect(o.main.getByText(item.name, { exact: true })).toBeVisible();

    // The cart is empty now, in the header and on the server, and the address is in the account.
    await expect(shop(page).cartButton).toHaveAccessibleName(t('header.cartLabel', { count: 0 }));
    expect((await checkoutApi.cart(request, token)).items).toEqual([]);
    expect(await readLocal(page, STORAGE_KEYS.cart)).toBeNull();
    expect((await storedUser(request, token)).addresses.map((address) => address.street)).toEqual([
      ADDRESS.street,
    ]);

    await o.main.getByRole('link', { name: t('orderConfirmation.viewOrders'), exact: true }).click();
    await expect(o.card(order.orderNumber)).toBeVisible();

    // Without a reload, the profile's address book already has the address checkout saved.
    const a = accountPages(page);
    await a.menuButton(`${customer.firstName} ${customer.lastName}`).click();
    await a.menuLink('accountMenu.profile').click();
    await a.tab('addresses').click();
    await expect(a.main.getByText(ADDRESS.street, { exact: true })).toBeVisible();
  });

  test('a full purchase in French on a phone, from the saved default address', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(`localStorage.setItem('preferred-language', 'fr')`);
    const { token, cart } = await customerWithCart(request, 'checkout-fr', 2);
    const headers = { authorization: `Bearer ${token}` };
    const saved = {
      type: 'home',
      street: '8 rue des Lilas',
      city: 'Lyon',
      state: 'Rhône',
      zipCode: '69001',
      country: 'FR',
    };
    expect((await request.post('/api/auth/addresses', { headers, data: saved })).status()).toBe(201);
    const c = checkoutPage(page, 'fr');
    const { t } = c;

    await openSignedIn(page, token, '/checkout');
    await expect(c.main.getByRole('heading', { level: 1 })).toHaveText(t('checkout.title'));
    await expect(c.address('street')).toHaveValue(saved.street);
    await expect(c.address('city')).toHaveValue(saved.city);
    await expect(c.address('country')).toHaveValue('FR');
    await expectTotals(c.summary, t, await checkoutApi.cart(request, token, 'fr'));
    expect(await sidewaysOverflow(page)).toBe(0);

    await continueToPayment(c);
    await expect(c.main.getByText(t('checkout.testMode.title'), { exact: true })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    // Picking a listed test card types its number.
    await c.main
      .getByRole('button', { name: t('checkout.testMode.use', { number: TEST_CARDS.succeeds }) })
      .click();
    await expect(c.cardNumber).toHaveValue(TEST_CARDS.succeeds);
    await c.expiry.fill('1240');
    await expect(c.expiry).toHaveValue('12 / 40');
    await c.cvc.fill('123');
    await c.pay(cart.total).click();

    await expect(page).toHaveURL(/\/order-confirmation\//);
    const o = orderPages(page, 'fr');
    await expect(o.heading).toHaveText(t('orderConfirmation.title'));
    const order = await checkoutApi.order(request, token, confirmedOrderId(page));
    expect(order.pricing.total).toBe(cart.total);
    expect(order.shippingAddress).toMatchObject({ street: saved.street, city: saved.city, country: 'FR' });
    await expect(o.main.getByText(order.orderNumber, { exact: true })).toBeVisible();
    await expect(o.status(o.main, order.status)).toBeVisible();
    await expect(o.main.getByText(usd(order.pricing.total), { exact: true }).first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
