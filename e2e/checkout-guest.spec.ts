import { ORDER_LINK_DAYS, SHIPPING_RATES, type Language } from '@store/shared/constants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { accountApi, newCustomer } from './support/account-pages.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { violations } from './support/axe.ts';
import { addFromProductPage, findPlainProducts, shop } from './support/cart-pages.ts';
import { sidewaysOverflow, startsWith } from './support/catalog-pages.ts';
import {
  ADDRESS,
  TEST_CARDS,
  checkoutPage,
  fillAddress,
  fillCard,
  orderPages,
  type CheckoutPage,
} from './support/checkout-pages.ts';
import { guestPages, linkToken, orderLinkApi } from './support/guest-pages.ts';
import { readLocal } from './support/local-storage.ts';
import { mailContaining } from './support/mail.ts';

/*
 * Guest checkout (issue 22): a shopper without an account adds a product, is sent to sign in by
 * checkout, continues as a guest with an e-mail, pays, and gets the order's private link, on the page
 * and in the confirmation e-mail. The link opens the order anywhere for 90 days and can cancel it; an
 * account created from the confirmation with the same e-mail takes the order, and the link then says
 * so. English on a desktop, French on a phone; axe checks the guest's new screens.
 */

/** A guest's name and address: the account box starts from these names. */
const GUEST_ADDRESS = {
  firstName: ADDRESS.firstName,
  lastName: ADDRESS.lastName,
  street: ADDRESS.street,
  city: ADDRESS.city,
};

/**
 * An anonymous shopper's way to the guest checkout: a product added from its page, the cart's
 * Checkout, the sign-in page checkout sends them to, and "Continue as guest".
 */
async function checkoutAsGuest(page: Page, lang: Language, tag: string) {
  const request = page.request;
  const [product] = await findPlainProducts(request, 1);
  const s = shop(page, lang);
  await addFromProductPage(page, s, product);
  await s.cartButton.click();
  await s.sidebar.getByRole('link', { name: s.t('cart.checkout'), exact: true }).click();
  await expect(page).toHaveURL('/login?redirect=/checkout');
  const g = guestPages(page, lang);
  await expect(g.continueAsGuest).toBeVisible();
  await g.continueAsGuest.click();
  await expect(page).toHaveURL('/checkout');
  const c = checkoutPage(page, lang);
  await expect(c.stepHeading('shipping')).toBeVisible();
  return { g, c, email: newCustomer(tag).email };
}

/**
 * Billing as shipping, a test card (the one that succeeds unless told), and the way to the order's
 * private link; a 3-D Secure card passes its check on the way, and the return page places the order.
 */
async function payAsGuest(page: Page, c: CheckoutPage, card: string = TEST_CARDS.succeeds): Promise<void> {
  await c.button('checkout.shipping.continue').click();
  await expect(c.stepHeading('billing')).toBeFocused();
  await c.button('checkout.billing.continue').click();
  await expect(c.stepHeading('payment')).toBeFocused();
  await fillCard(c, card);
  // "Pay $…": the amount is the server's, which the shipping journeys check.
  await c.main
    .getByRole('button', { name: startsWith(c.t('checkout.payment.pay', { amount: '' }).trim()) })
    .click();
  if (card === TEST_CARDS.threeDSecure) {
    await expect(page).toHaveURL(/\/checkout\/authenticate\?/);
    await c.button('checkout.authenticate.complete').click();
  }
  await expect(page).toHaveURL(/\/order\/[\w-]{54}$/);
}

test.describe('guest checkout', () => {
  test('English, desktop: a guest pays with express shipping, keeps the private link, and creates an account that takes the order', async ({
    page,
    browser,
    context,
    store,
    pageProblems,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { g, c, email } = await checkoutAsGuest(page, 'en', 'guest-en');
    const { t } = g;

    // The guest's shipping step: the e-mail first, no address book and nothing to save to one.
    await expect(g.email).toHaveAttribute('type', 'email');
    await expect(g.email).toHaveAttribute('autocomplete', 'email');
    await expect(g.email).toHaveAttribute('required');
    await expect(g.email).toHaveAccessibleDescription(t('guestCheckout.emailHint'));
    await expect(c.deliverTo).toHaveCount(0);
    await expect(c.saveAddress).toHaveCount(0);

    // Continue without it, then with a slip: the field says what is wrong and has the focus.
    await c.button('checkout.shipping.continue').click();
    await expect(g.email).toBeFocused();
    await expect(g.email).toHaveAttribute('aria-invalid', 'true');
    await expect(g.email).toHaveAccessibleDescription(
      `${t('guestCheckout.emailErrors.required')} ${t('guestCheckout.emailHint')}`,
    );
    await g.email.fill('ada@example');
    await c.button('checkout.shipping.continue').click();
    await expect(g.email).toBeFocused();
    await expect(g.main.getByText(t('guestCheckout.emailErrors.invalid'), { exact: true })).toBeVisible();
    await g.email.fill(email);
    await fillAddress(c, GUEST_ADDRESS);
    await c.shippingMethod('express').check();

    // A reload keeps the guest's checkout, as typed.
    await page.reload();
    await expect(g.email).toHaveValue(email);
    await expect(c.address('street')).toHaveValue(ADDRESS.street);
    await expect(c.shippingMethod('express')).toBeChecked();
    expect(await violations(page), 'guest shipping step').toEqual([]);

    // The payment is prepared with the guest's e-mail and the method chosen.
    const intentSent = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/payment/create-payment-intent',
    );
    const paying = payAsGuest(page, c);
    expect((await intentSent).postDataJSON()).toMatchObject({ email, shippingMethod: 'express' });
    await paying;

    // The confirmation is the private link: thanks, the order, and the link to keep.
    const token = linkToken(page);
    await expect(g.heading).toHaveText(t('orderConfirmation.title'));
    await expect(g.heading).toBeFocused();
    const order = await orderLinkApi.order(page.request, token);
    if (!('orderNumber' in order)) throw new Error(`the link answered ${order.status}`);
    expect(order).toMatchObject({ email, shipping: { method: 'express' }, canCancel: true });
    const o = orderPages(page);
    await expect(o.main.getByText(order.orderNumber, { exact: true })).toBeVisible();
    await expect(o.main.getByText(t('shippingMethods.express'), { exact: true })).toBeVisible();
    const url = `${new URL(page.url()).origin}/order/${token}`;
    await expect(g.share.getByRole('link', { name: url, exact: true })).toBeVisible();
    await expect(g.share).toContainText(t('orderLink.share.text', { email, days: ORDER_LINK_DAYS }));
    await g.copyLink.click();
    await expect(g.share.getByRole('status')).toHaveText(t('orderLink.share.copied'));
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(url);
    expect(JSON.parse((await readLocal(page, 'guest-order-links')) ?? '[]')).toEqual([
      { token, orderId: order._id },
    ]);
    await expect(g.account).toBeVisible();
    expect(await violations(page), 'guest confirmation').toEqual([]);

    // The confirmation e-mail leads to the same private link.
    const mail = await mailContaining(store.mailDir, order.orderNumber);
    expect(mail).toContain(`/order/${token}`);

    // The link opens the order in a browser that never saw it.
    const elsewhere = await browser.newContext({
      baseURL: store.url,
      viewport: { width: 1280, height: 800 },
    });
    const fresh = await elsewhere.newPage();
    const opened = await fresh.goto(`/order/${token}`);
    // A token whose signature has no '-' or '_' ends like a file name ('….tbSdk…'): the server must
    // still answer it as a page (apps/api/src/plugins/web-pages.ts, isPagePath).
    expect(opened?.status(), 'the private link is a page of the shop, not a missing file').toBe(200);
    const f = guestPages(fresh);
    await expect(f.heading).toHaveText(t('orderLink.title', { number: order.orderNumber }));
    await expect(f.main.getByText(t('shippingMethods.express'), { exact: true })).toBeVisible();
    const expressText = t('shippingMethods.withTime', {
      method: t('shippingMethods.express'),
      time: t('shippingMethods.time', {
        from: SHIPPING_RATES.express.days[0],
        to: SHIPPING_RATES.express.days[1],
      }),
    });
    await expect(f.main.getByText(expressText, { exact: true })).toBeVisible();
    await expect(f.main.getByRole('list', { name: t('orders.details.timeline'), exact: true })).toBeVisible();
    await expect(f.cancel).toBeVisible();
    expect(await violations(fresh), 'private link page').toEqual([]);

    // An account from the confirmation: the order's e-mail, the names from its address.
    await expect(g.account.getByText(email, { exact: true })).toBeVisible();
    await expect(g.field(g.account, 'auth.firstName')).toHaveValue(ADDRESS.firstName);
    await expect(g.field(g.account, 'auth.lastName')).toHaveValue(ADDRESS.lastName);
    await g.field(g.account, 'auth.password').fill('analytical-engine-1843');
    await g.field(g.account, 'auth.confirmPassword').fill('analytical-engine-1843');
    await g.button(g.account, 'auth.signUpButton').click();
    await expect(g.accountDone).toBeVisible();
    await expect(g.accountDone.getByRole('heading')).toBeFocused();
    await expect(g.accountDone.getByRole('status')).toHaveText(
      t('orderLink.account.done', { number: order.orderNumber }),
    );
    expect(await readLocal(page, 'guest-order-links')).toBeNull();

    // My orders has it, with its details.
    await g.accountDone.getByRole('link', { name: t('orderLink.account.view'), exact: true }).click();
    await expect(page).toHaveURL(`/orders?order=${order._id}`);
    const dialog = o.dialog(order.orderNumber);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(expressText, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(o.card(order.orderNumber)).toBeVisible();

    // The old link now says the order is in an account, and leads there.
    await fresh.reload();
    await expect(f.heading).toHaveText(t('orderLink.unavailable'));
    await expect(f.main.getByText(t('apiErrors.ORDER_LINK_CLAIMED'), { exact: true })).toBeVisible();
    await expect(f.main.getByRole('link', { name: t('orderLink.signIn'), exact: true })).toHaveAttribute(
      'href',
      '/login?redirect=/orders',
    );
    // The claimed link answers 410, which the app logs as any failed read.
    pageProblems.allow(token);
    await page.goto(`/order/${token}`);
    await expect(g.heading).toHaveText(t('orderLink.unavailable'));
    await g.main.getByRole('link', { name: t('orderLink.viewOrders'), exact: true }).click();
    await expect(o.card(order.orderNumber)).toBeVisible();
    await elsewhere.close();
  });

  test('French, phone: a guest buys with standard shipping and cancels the order through its private link', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(`localStorage.setItem('preferred-language', 'fr')`);
    const { g, c, email } = await checkoutAsGuest(page, 'fr', 'guest-fr');
    const { t } = g;
    expect(await sidewaysOverflow(page)).toBe(0);

    await g.email.fill(email);
    await fillAddress(c, GUEST_ADDRESS);
    await expect(c.shippingMethod('standard')).toBeChecked();
    expect(await violations(page), 'guest shipping step').toEqual([]);
    await payAsGuest(page, c);

    const token = linkToken(page);
    await expect(g.heading).toHaveText(t('orderConfirmation.title'));
    await expect(g.share).toContainText(t('orderLink.share.text', { email, days: ORDER_LINK_DAYS }));
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await violations(page), 'guest confirmation').toEqual([]);

    // The private link, followed from the confirmation: the order as it stands, cancel offered.
    await g.share.getByRole('link').click();
    const order = await orderLinkApi.order(page.request, token);
    if (!('orderNumber' in order)) throw new Error(`the link answered ${order.status}`);
    expect(order.shipping.method).toBe('standard');
    await expect(g.heading).toHaveText(t('orderLink.title', { number: order.orderNumber }));
    const o = orderPages(page, 'fr');
    await expect(o.status(g.main, 'confirmed')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await violations(page), 'private link page').toEqual([]);

    // Cancelled with My orders' confirmation: the page reads it cancelled and refunded, in French.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(t('orders.cancelConfirm'));
      void dialog.accept();
    });
    await g.cancel.click();
    await expect(g.cancelledBox.getByRole('status')).toHaveText(t('orderLink.cancel.done'));
    await expect(g.cancelledBox.getByRole('status')).toBeFocused();
    await expect(g.cancel).toHaveCount(0);
    await expect(o.status(g.main, 'cancelled')).toBeVisible();
    await expect(g.main.getByText(t('orders.paymentStatus.refunded'), { exact: true })).toBeVisible();
    const cancelled = await orderLinkApi.order(page.request, token);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      payment: { status: 'refunded' },
    });
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test('English, desktop: a guest pays with 3-D Secure; their e-mail has an account already, signed in to from the confirmation, and the order joins it', async ({
    page,
    pageProblems,
  }) => {
    test.setTimeout(90_000);
    // The e-mail is refused for a new account on purpose (409 EMAIL_TAKEN).
    pageProblems.allow('/api/auth/register');
    await page.setViewportSize({ width: 1280, height: 800 });
    const { g, c, email } = await checkoutAsGuest(page, 'en', 'guest-known');
    const customer = { ...newCustomer('guest-known'), email };
    await accountApi.register(page.request, customer);
    const { t } = g;

    await g.email.fill(email);
    await fillAddress(c, GUEST_ADDRESS);
    // Paid with 3-D Secure: the card provider's return page places a guest's order too.
    await payAsGuest(page, c, TEST_CARDS.threeDSecure);
    await expect(g.heading).toHaveText(t('orderConfirmation.title'));
    const order = await orderLinkApi.order(page.request, linkToken(page));
    if (!('orderNumber' in order)) throw new Error(`the link answered ${order.status}`);

    // Creating an account with that e-mail turns the box into its sign-in, focus on the password.
    await g.field(g.account, 'auth.password').fill('a-new-password-1');
    await g.field(g.account, 'auth.confirmPassword').fill('a-new-password-1');
    await g.button(g.account, 'auth.signUpButton').click();
    const signIn = g.main.getByRole('region', { name: t('orderLink.account.takenTitle'), exact: true });
    await expect(signIn).toContainText(t('orderLink.account.taken', { email }));
    await expect(g.field(signIn, 'auth.password')).toBeFocused();
    await expect(g.field(signIn, 'auth.password')).toHaveValue('');
    expect(await violations(page), 'sign in to add the order').toEqual([]);
    await g.field(signIn, 'auth.password').fill(customer.password);
    await g.button(signIn, 'orderLink.account.signIn').click();
    await expect(g.accountDone.getByRole('status')).toHaveText(
      t('orderLink.account.done', { number: order.orderNumber }),
    );
    await g.accountDone.getByRole('link', { name: t('orderLink.account.view'), exact: true }).click();
    await expect(orderPages(page).dialog(order.orderNumber)).toBeVisible();
  });

  test('the shop owner turns guest checkout off: a guest on the way is sent to sign in, and no longer offered to go on without', async ({
    page,
    browser,
  }) => {
    const admin = await adminApi.login(page.request, SUPERADMIN);
    const guestCheckout = (on: boolean) =>
      adminApi.call(page.request, admin, 'PUT', '/settings', (body) => body, { guestCheckout: on });
    const { g, c } = await checkoutAsGuest(page, 'en', 'guest-off');
    await expect(g.email).toBeVisible();
    // The owner, in a browser of their own, flips the switch on the settings screen.
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const owner = await ownerContext.newPage();
      await openAdmin(owner, admin, '/admin/settings');
      const a = adminPages(owner);
      const card = owner.getByRole('group', { name: a.t('settings.checkout'), exact: true });
      const toggle = card.getByRole('switch', { name: a.t('settings.guestCheckout'), exact: true });
      await expect(toggle).toBeChecked();
      await toggle.click();
      await expect(card.getByRole('status')).toHaveText(a.t('settings.savedOff'));
      await expect(toggle).not.toBeChecked();
      expect(await violations(owner), 'the settings screen').toEqual([]);

      await page.reload();
      await expect(page).toHaveURL('/login?redirect=/checkout');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        g.t('auth.signInTitle'),
      );
      await expect(g.continueAsGuest).toHaveCount(0);
      await expect(c.stepHeading('shipping')).toHaveCount(0);

      await owner.reload();
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(card.getByRole('status')).toHaveText(a.t('settings.savedOn'));
    } finally {
      await ownerContext.close();
      await guestCheckout(true);
    }
  });
});
