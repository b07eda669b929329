import type { Page, Request } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { openSignedIn, storedUser } from './support/account-pages.ts';
import { addFromProductPage, expectTotals, findPlainProducts, shop, usd } from './support/cart-pages.ts';
import {
  ADDRESS,
  TEST_CARDS,
  checkoutApi,
  checkoutPage,
  confirmedOrderId,
  continueToPayment,
  customerWithCart,
  fillCard,
  openAtPayment,
  type CheckoutPage,
} from './support/checkout-pages.ts';
import { picture } from './support/screenshots.ts';

/*
 * Checkout while things change around it (issue 18): the cart changed in another tab of the same
 * browser before and during payment, the way back after a failed 3-D Secure check, Back after a
 * successful one, a double-click on Pay, and the address checks the server would make, each step
 * marking its own fields. In English on a desktop and in French on a phone.
 */

const SETUPS: ReadonlyArray<{ lang: Language; device: string; viewport: { width: number; height: number } }> =
  [
    { lang: 'en', device: 'desktop', viewport: { width: 1440, height: 900 } },
    { lang: 'fr', device: 'phone', viewport: { width: 390, height: 844 } },
  ];

/** Names the country and state lists show, in each language: the browser's, and the shop's texts. */
const COUNTRY_NAMES: Record<Language, Record<'US' | 'DE' | 'GB' | 'EG' | 'ES' | 'QC', string>> = {
  en: {
    US: 'United States',
    DE: 'Germany',
    GB: 'United Kingdom',
    EG: 'Egypt',
    ES: 'Spain',
    QC: 'Quebec',
  },
  fr: {
    US: 'États-Unis',
    DE: 'Allemagne',
    GB: 'Royaume-Uni',
    EG: 'Égypte',
    ES: 'Espagne',
    QC: 'Québec',
  },
};

/** Records the card confirmations the page sends to the test provider. */
function cardConfirmations(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/payment/test/confirm') sent.push(r);
  });
  return sent;
}

/** Tells the page it is in front again, as switching back to its tab does. */
async function backToTab(page: Page): Promise<void> {
  await page.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
}

/** The whole checkout is "Commande" in French; "Paiement" is its third step (issue 18, item 14). */
async function expectHeadings(c: CheckoutPage, lang: Language): Promise<void> {
  await expect(c.main.getByRole('heading', { level: 1 })).toHaveText(lang === 'fr' ? 'Commande' : 'Checkout');
  await expect(c.steps.getByRole('listitem').nth(2)).toContainText(lang === 'fr' ? 'Paiement' : 'Payment');
}

for (const { lang, device, viewport } of SETUPS) {
  test.describe(`checkout changes (${lang}, ${device})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(`localStorage.setItem('preferred-language', ${JSON.stringify(lang)})`);
    });

    test('a cart changed in another tab moves the amount before the card is taken; a refund is said', async ({
      page,
      context,
      request,
      pageProblems,
    }) => {
      test.setTimeout(120_000);
      // The refund below is the server's 409 on purpose.
      pageProblems.allow('/api/payment/confirm');
      const { token, cart } = await customerWithCart(request, `checkout-tabs-${lang}`, 1);
      const [, second, third, fourth] = await findPlainProducts(request, 4);
      const c = checkoutPage(page, lang);
      const { t } = c;
      const sent = cardConfirmations(page);

      await openAtPayment(page, c, token);
      await expectHeadings(c, lang);
      await expect(c.pay(cart.total)).toBeVisible();

      // Tab B adds a product; back in tab A, the summary and the amount follow the server cart.
      const tabB = await context.newPage();
      await addFromProductPage(tabB, shop(tabB, lang), second);
      const withTwo = await checkoutApi.cart(request, token, lang);
      await backToTab(page);
      await expect(c.alert).toHaveText(t('checkout.payment.cartChanged', { amount: usd(withTwo.total) }));
      await expect(c.pay(withTwo.total)).toBeVisible();
      await expectTotals(c.summary, t, withTwo);
      await picture(page, `payment-cart-changed-${lang}-${device}`);

      // Another change, and Pay before the tab noticed it: the card is not taken at the old amount.
      await addFromProductPage(tabB, shop(tabB, lang), third);
      const withThree = await checkoutApi.cart(request, token, lang);
      await fillCard(c, TEST_CARDS.succeeds);
      await c.pay(withTwo.total).click();
      await expect(c.alert).toHaveText(t('checkout.payment.cartChanged', { amount: usd(withThree.total) }));
      await expect(c.pay(withThree.total)).toBeVisible();
      await expectTotals(c.summary, t, withThree);
      expect(sent).toHaveLength(0);

      // The cart changes while the card is being taken: the payment is refunded, and the page says so.
      await page.route('**/api/payment/test/confirm', async (route) => {
        await checkoutApi.addToCart(request, token, fourth.id);
        await route.continue();
      });
      await c.pay(withThree.total).click();
      const refunded = t('checkout.refunded.PAYMENT_MISMATCH', { amount: usd(withThree.total) });
      await expect(c.alert).toHaveText(refunded);
      await page.unroute('**/api/payment/test/confirm');
      const withFour = await checkoutApi.cart(request, token, lang);
      // A new payment for the cart as it is now; the refunded one cannot be paid again.
      await expect(c.pay(withFour.total)).toBeVisible();
      await expectTotals(c.summary, t, withFour);
      // The refund stays said once the new amount is there.
      await expect(c.alert).toHaveText(refunded);
      await picture(page, `payment-refunded-${lang}-${device}`);
      expect(sent).toHaveLength(1);
      expect((await checkoutApi.orders(request, token)).orders).toEqual([]);

      // Paid at the amount shown, for the cart shown.
      await c.pay(withFour.total).click();
      await expect(page).toHaveURL(/\/order-confirmation\//);
      expect(sent).toHaveLength(2);
      const order = await checkoutApi.order(request, token, confirmedOrderId(page));
      expect(order.pricing.total).toBe(withFour.total);
    });

    test('a double-click on Pay sends one card confirmation and places one order', async ({
      page,
      request,
    }) => {
      const { token, cart } = await customerWithCart(request, `checkout-dblclick-${lang}`, 1);
      const c = checkoutPage(page, lang);
      const sent = cardConfirmations(page);
      await openAtPayment(page, c, token);
      await fillCard(c, TEST_CARDS.succeeds);
      await c.pay(cart.total).dblclick();
      await expect(page).toHaveURL(/\/order-confirmation\//);
      expect(sent).toHaveLength(1);
      expect((await checkoutApi.orders(request, token)).orders).toHaveLength(1);
    });

    test('on its way to the confirmation, the page asks no payment for the emptied cart', async ({
      page,
      request,
    }) => {
      const { token, cart } = await customerWithCart(request, `checkout-leaving-${lang}`, 1);
      const c = checkoutPage(page, lang);
      await openAtPayment(page, c, token);
      await fillCard(c, TEST_CARDS.succeeds);
      // The confirmation screen's code arrives late, so the checkout stays on screen meanwhile; the
      // shopper comes back to the tab then, and the page reads the cart the order has just emptied.
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/order-confirmation-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const intents: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/payment/create-payment-intent') intents.push(r.method());
      });
      const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/payment/confirm');
      await c.pay(cart.total).click();
      expect((await placed).status()).toBe(200);
      const cartRead = page.waitForResponse((r) => /^\/api\/cart/.test(new URL(r.url()).pathname));
      await backToTab(page);
      await cartRead;
      // Long enough for a payment request to leave, had the page made one for the empty cart.
      await page.waitForTimeout(500);
      release();
      await expect(page).toHaveURL(/\/order-confirmation\//);
      expect(intents).toEqual([]);
    });

    test('the address is checked as the server would, each field on its own step', async ({
      page,
      request,
    }) => {
      const { token } = await customerWithCart(request, `checkout-fields-${lang}`, 1);
      const c = checkoutPage(page, lang);
      const { t } = c;
      const names = COUNTRY_NAMES[lang];
      await openSignedIn(page, token, '/checkout');
      await c.address('street').fill(ADDRESS.street);
      await c.address('city').fill(ADDRESS.city);

      // The countries are named in the page's language, the United States chosen first.
      const country = c.address('country');
      await expect(country).toHaveValue('US');
      await expect(country.locator('option:checked')).toHaveText(names.US);
      await expect(country.getByRole('option', { name: names.DE, exact: true })).toHaveAttribute(
        'value',
        'DE',
      );
      // In the language's alphabetical order: an accented name among its letter's, not at the end.
      const labels = await country.locator('option').allTextContents();
      expect(labels.indexOf(names.EG)).toBeLessThan(labels.indexOf(names.ES));
      // The US states by name; Canada's provinces in the page's language.
      await c.address('state').selectOption({ label: 'New York' });
      await country.selectOption({ label: 'Canada' });
      await expect(c.address('state')).toHaveValue('');
      await c.address('state').selectOption({ label: names.QC });
      await expect(c.address('state')).toHaveValue('QC');

      // A postcode out of the country's format is refused here, at the field, with the page's words.
      await c.address('zipCode').fill('12345');
      await c.button('checkout.shipping.continue').click();
      await expect(c.alert).toHaveText(t('checkout.errors.fixFields'));
      await expect(c.address('zipCode')).toHaveAccessibleDescription(t('checkout.fieldErrors.postcode'));
      await expect(c.address('zipCode')).toBeFocused();
      await expect(c.stepHeading('shipping')).toBeVisible();
      // Another country: the same postcode is checked by that country's format as it is chosen.
      await country.selectOption({ label: names.GB });
      await expect(c.address('zipCode')).toHaveAccessibleDescription(t('checkout.fieldErrors.postcode'));
      await c.address('zipCode').fill(ADDRESS.zipCode);
      await expect(c.address('zipCode')).not.toHaveAttribute('aria-invalid');
      // So is a phone that is no number.
      await c.address('phone').fill('call me maybe');
      await expect(c.address('phone')).toHaveAccessibleDescription(t('checkout.fieldErrors.phone'));
      await c.address('phone').fill('020 7946 0000');

      // A control character in a name, and a name past its limit: kept as typed, and marked.
      await c.address('firstName').fill('A\u0007da');
      await expect(c.address('firstName')).toHaveAccessibleDescription(t('checkout.fieldErrors.characters'));
      const long = 'L'.repeat(60);
      await c.address('lastName').fill(long);
      await expect(c.address('lastName')).toHaveValue(long);
      await expect(c.address('lastName')).toHaveAccessibleDescription(
        `${t('checkout.fieldErrors.tooLong', { max: 50 })} ${t('checkout.address.length', { used: 60, max: 50 })}`,
      );
      await picture(page, `shipping-field-problems-${lang}-${device}`);
      await c.button('checkout.shipping.continue').click();
      await expect(c.address('firstName')).toBeFocused();
      await c.address('firstName').fill('Ada');
      await c.address('lastName').fill('Lovelace');
      await c.saveAddress.check();
      await continueToPayment(c);

      // The address kept, its phone as dialled from anywhere (E.164), and named as the page says it.
      const [saved] = (await storedUser(request, token)).addresses;
      expect(saved).toMatchObject({ country: 'GB', zipCode: ADDRESS.zipCode, phone: '+442079460000' });
      await c.button('checkout.back').click();
      await expect(c.main.getByText(names.GB, { exact: true })).toBeVisible();
    });

    test('after a failed 3-D Secure check, checkout is back at payment with the addresses kept; Back after paying shows the order', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const { token, cart } = await customerWithCart(request, `checkout-3ds-back-${lang}`, 1);
      const c = checkoutPage(page, lang);
      const { t } = c;
      const sent = cardConfirmations(page);
      await openSignedIn(page, token, '/checkout');
      await c.address('street').fill(ADDRESS.street);
      await c.address('city').fill(ADDRESS.city);
      await c.address('zipCode').fill(ADDRESS.zipCode);
      await c.address('country').selectOption(ADDRESS.country);
      await continueToPayment(c);

      await fillCard(c, TEST_CARDS.threeDSecure);
      await c.pay(cart.total).click();
      await expect(page).toHaveURL(/\/checkout\/authenticate\?payment_intent=/);
      await c.main.getByRole('button', { name: t('checkout.authenticate.fail'), exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/complete\?.*redirect_status=failed/);
      await c.main.getByRole('link', { name: t('checkout.complete.backToCheckout'), exact: true }).click();

      // Straight back at the payment step; the addresses are still those typed.
      await expect(c.stepHeading('payment')).toBeVisible();
      await expectHeadings(c, lang);
      await expect(c.pay(cart.total)).toBeVisible();
      await picture(page, `payment-after-3ds-failure-${lang}-${device}`);
      await c.button('checkout.back').click();
      await expect(c.main.getByText(ADDRESS.street)).toBeVisible();
      await c.button('checkout.back').click();
      await expect(c.address('street')).toHaveValue(ADDRESS.street);
      await expect(c.address('city')).toHaveValue(ADDRESS.city);
      await expect(c.address('zipCode')).toHaveValue(ADDRESS.zipCode);
      await expect(c.address('country')).toHaveValue(ADDRESS.country);
      await continueToPayment(c);

      // This time the check passes; Back from the confirmation does not offer the check again.
      await fillCard(c, TEST_CARDS.threeDSecure);
      await c.pay(cart.total).click();
      await c.main.getByRole('button', { name: t('checkout.authenticate.complete'), exact: true }).click();
      await expect(page).toHaveURL(/\/order-confirmation\//);
      const orderId = confirmedOrderId(page);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/order-confirmation/${orderId}`));
      await expect(c.main.getByRole('heading', { level: 1 })).toHaveText(t('orderConfirmation.title'));
      expect((await checkoutApi.orders(request, token)).orders).toHaveLength(1);
      expect(sent).toHaveLength(2);
    });
  });
}
