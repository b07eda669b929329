import type { APIRequestContext, Page } from '@playwright/test';
import type { AddressBody } from '@store/shared/schemas/auth';
import { expect, test } from './fixtures.ts';
import { accountApi, openSignedIn, storedUser } from './support/account-pages.ts';
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
  type CheckoutPage,
} from './support/checkout-pages.ts';

/*
 * Saved addresses at checkout (issue 22): a signed-in shopper with an address book picks any saved
 * address, the default one chosen at first, or types a new one that can be saved. Each journey has a
 * customer of its own, with a home (default) and a work address added through the API as the profile
 * adds them, and checks the order placed, and the book, against the API.
 */

const HOME = {
  type: 'home',
  street: '8 Garden Lane',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'US',
  isDefault: true,
} as const satisfies AddressBody;

/** Saved with a name of its own: the order must carry it, not the account's. */
const WORK = {
  type: 'work',
  street: '5 Office Park',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  country: 'US',
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '+1 312 555 0199',
} as const satisfies AddressBody;

/** A new customer with two products in the cart and a home (default) and a work address saved. */
async function customerWithBook(request: APIRequestContext, tag: string) {
  const bought = await customerWithCart(request, tag, 2);
  await accountApi.addAddress(request, bought.token, HOME);
  await accountApi.addAddress(request, bought.token, WORK);
  return bought;
}

/** Pays with the test card that succeeds, on to the order's confirmation. */
async function payWithTestCard(page: Page, c: CheckoutPage, total: number): Promise<void> {
  await fillCard(c, TEST_CARDS.succeeds);
  await c.pay(total).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
}

test.describe('saved addresses at checkout', () => {
  test('English, desktop: the default home address is chosen first; the work one, chosen with the arrow keys, is where the order ships', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { token, cart } = await customerWithBook(request, 'saved-work');
    const c = checkoutPage(page);
    const { t } = c;

    await openSignedIn(page, token, '/checkout');
    // Both saved addresses, then a new one; the default chosen, and the form filled with it.
    await expect(c.deliverTo.getByRole('radio')).toHaveCount(3);
    await expect(c.savedAddress('home')).toBeChecked();
    await expect(c.savedAddress('home')).toHaveAccessibleDescription(
      `Ada Lovelace, ${HOME.street}, ${HOME.city}`,
    );
    await expect(c.savedAddress('work')).toHaveAccessibleDescription(
      `${WORK.firstName} ${WORK.lastName}, ${WORK.street}, ${WORK.city}`,
    );
    await expect(c.newAddress).not.toBeChecked();
    await expect(c.address('street')).toHaveValue(HOME.street);
    // A saved address is in the book already: nothing to save.
    await expect(c.saveAddress).toHaveCount(0);

    // Tab enters the group at the chosen address; the arrow key chooses the next one.
    await c.stepHeading('shipping').focus();
    await page.keyboard.press('Tab');
    await expect(c.savedAddress('home')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(c.savedAddress('work')).toBeFocused();
    await expect(c.savedAddress('work')).toBeChecked();
    await expect(c.address('firstName')).toHaveValue(WORK.firstName);
    await expect(c.address('lastName')).toHaveValue(WORK.lastName);
    await expect(c.address('street')).toHaveValue(WORK.street);
    await expect(c.address('city')).toHaveValue(WORK.city);
    await expect(c.address('zipCode')).toHaveValue(WORK.zipCode);
    // The book keeps the number as it is dialled from anywhere (E.164).
    await expect(c.address('phone')).toHaveValue('+13125550199');

    await continueToPayment(c);
    // Back to the shipping step: the work address is still the one chosen.
    await c.button('checkout.back').click();
    await c.button('checkout.back').click();
    await expect(c.savedAddress('work')).toBeChecked();
    await continueToPayment(c);
    await payWithTestCard(page, c, cart.total);

    const o = orderPages(page);
    const order = await checkoutApi.order(request, token, confirmedOrderId(page));
    expect(order.shippingAddress).toMatchObject({
      firstName: WORK.firstName,
      lastName: WORK.lastName,
      street: WORK.street,
      city: WORK.city,
      zipCode: WORK.zipCode,
      country: WORK.country,
    });
    const shippedTo = o.main.locator('section').filter({
      has: page.getByRole('heading', { name: t('orders.details.shippingAddress'), exact: true }),
    });
    await expect(shippedTo.getByText(WORK.street, { exact: true })).toBeVisible();
    await expect(shippedTo.getByText(`${WORK.firstName} ${WORK.lastName}`, { exact: true })).toBeVisible();
    // Nothing was added to the book.
    expect((await storedUser(request, token)).addresses.map((address) => address.street)).toEqual([
      HOME.street,
      WORK.street,
    ]);
  });

  test('French, phone: a new address, typed and saved, is delivered to and joins the address book', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(`localStorage.setItem('preferred-language', 'fr')`);
    const { token, cart } = await customerWithBook(request, 'saved-new-fr');
    const c = checkoutPage(page, 'fr');

    await openSignedIn(page, token, '/checkout');
    await expect(c.deliverTo).toBeVisible();
    await expect(c.savedAddress('home')).toBeChecked();
    expect(await sidewaysOverflow(page)).toBe(0);

    // A new address: an empty form, and the box to keep it.
    await c.newAddress.check();
    await expect(c.address('firstName')).toHaveValue('');
    await expect(c.address('street')).toHaveValue('');
    await expect(c.address('city')).toHaveValue('');
    await expect(c.saveAddress).not.toBeChecked();
    await fillAddress(c, ADDRESS);
    // Trying a saved address and coming back keeps what was typed.
    await c.savedAddress('work').check();
    await expect(c.address('street')).toHaveValue(WORK.street);
    await c.newAddress.check();
    await expect(c.address('street')).toHaveValue(ADDRESS.street);
    await c.saveAddress.check();
    expect(await sidewaysOverflow(page)).toBe(0);

    await continueToPayment(c);
    await payWithTestCard(page, c, cart.total);

    const o = orderPages(page, 'fr');
    await expect(o.heading).toHaveText(c.t('orderConfirmation.title'));
    const order = await checkoutApi.order(request, token, confirmedOrderId(page));
    expect(order.shippingAddress).toMatchObject({
      firstName: ADDRESS.firstName,
      street: ADDRESS.street,
      city: ADDRESS.city,
      country: ADDRESS.country,
    });
    // The book has the new address beside the two it had; the default is still home.
    const { addresses } = await storedUser(request, token);
    expect(addresses.map((address) => address.street).sort()).toEqual(
      [HOME.street, WORK.street, ADDRESS.street].sort(),
    );
    expect(addresses.find((address) => address.isDefault)?.street).toBe(HOME.street);
  });
});
