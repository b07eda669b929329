import { expect, test } from './fixtures.ts';
import { tabTo } from './support/keyboard.ts';
import { accountApi, newCustomer } from './support/account-pages.ts';
import { shop } from './support/cart-pages.ts';
import { productGrid } from './support/catalog-pages.ts';
import { checkoutApi, checkoutPage, confirmedOrderId, payByKeyboard } from './support/checkout-pages.ts';

/*
 * Issue 20: a shopper finds a product, adds it to the cart, signs in and pays with the test card
 * without touching the mouse: every step below is a key press or typed text.
 */

test('a shopper searches, adds to cart, signs in and pays with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer('keyboard-shopper');
  await accountApi.register(request, customer);
  const s = shop(page);
  const { t } = s;
  const banner = page.getByRole('banner');

  await page.goto('/');
  await tabTo(page, banner.getByRole('combobox', { name: t('search.label'), exact: true }));
  await page.keyboard.type('trail runner');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=trail/);
  // The address changes before the search page has replaced home, whose cards are articles too.
  await expect(
    s.main.getByRole('heading', { level: 1, name: t('searchPage.resultsFor', { query: 'trail runner' }) }),
  ).toBeVisible();

  const grid = productGrid(page);
  const first = grid.cards.first().getByRole('link');
  // textContent, not innerText: a grid cell is laid out only near the viewport (content-visibility),
  // and Chromium reads the innerText of one not laid out yet as empty.
  const name = ((await first.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(s.main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  // Trail Runner Shoes come in colours and sizes: Add to Cart before choosing points at the first
  // choice to make; Space picks an option, Tab goes on to the next choice.
  const add = s.main.getByRole('button', { name: t('cart.add'), exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const colour = s.main.getByRole('radio').first();
  await expect(colour).toBeFocused();
  await page.keyboard.press('Space');
  await expect(colour).toBeChecked();
  await page.keyboard.press('Tab');
  const size = s.main.locator('input[type="radio"]:focus');
  await expect(size).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(size).toBeChecked();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(s.main.getByRole('button', { name: t('cart.addedToCart'), exact: true })).toBeVisible();

  await tabTo(page, banner.getByRole('button', { name: t('accountMenu.signIn'), exact: true }), {
    back: true,
  });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('auth.signInTitle'), exact: true });
  await tabTo(page, dialog.getByRole('textbox', { name: t('auth.email'), exact: true }));
  await page.keyboard.type(customer.email);
  await tabTo(page, dialog.getByRole('textbox', { name: t('auth.password'), exact: true }));
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The guest's line went into the account; the cart opens from the header and leads to checkout.
  await tabTo(page, s.cartButton);
  await page.keyboard.press('Enter');
  await expect(s.line(s.sidebar, name)).toBeVisible();
  await tabTo(page, s.sidebar.getByRole('link', { name: t('cart.checkout'), exact: true }));
  await page.keyboard.press('Enter');

  const c = checkoutPage(page);
  await expect(c.stepHeading('shipping')).toBeVisible();
  await tabTo(page, c.address('firstName'));
  await payByKeyboard(page, c);

  await expect(page).toHaveURL(/\/order-confirmation\//);
  const token = await accountApi.login(request, customer);
  const order = await checkoutApi.order(request, token, confirmedOrderId(page));
  expect(order.items.map((item) => item.name)).toEqual([name]);
});
