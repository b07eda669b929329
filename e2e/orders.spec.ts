import { STORAGE_KEYS } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import {
  DEMO_CUSTOMER,
  accountApi,
  accountPages,
  newCustomer,
  openSignedIn,
  storedUser,
} from './support/account-pages.ts';
import { answerConfirm, findPlainProducts, shop, usd } from './support/cart-pages.ts';
import { catalogApi } from './support/catalog-api.ts';
import { pagination } from './support/catalog-pages.ts';
import { adminApi, SUPERADMIN } from './support/admin-pages.ts';
import { checkoutApi, customerWithCart, nextAlert, orderPages } from './support/checkout-pages.ts';
import { setLocal } from './support/local-storage.ts';

/*
 * My orders and the order confirmation (storefront §2 My orders, Order confirmation; §4 order
 * statuses; §5; §8): the signed-out prompt and order tracking, the list with its status filter, pages
 * of 10, the details dialog, cancel and reorder, and a confirmation that cannot be read. The page is
 * checked against GET /api/orders of the same customer.
 */

/** A new session of the demo customer, shared by journeys running at once (never signed out everywhere). */
async function demoToken(request: Parameters<typeof accountApi.register>[0]): Promise<string> {
  const response = await request.post('/api/auth/login', { data: DEMO_CUSTOMER });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test.describe('my orders', () => {
  test('signed out: please login, the sign-in button, and tracking an order by number and e-mail', async ({
    page,
    request,
    pageProblems,
  }) => {
    // A wrong e-mail is answered 404 on purpose.
    pageProblems.allow('/api/orders/track');
    const o = orderPages(page);
    const { t, main } = o;
    const [order] = (await checkoutApi.orders(request, await demoToken(request))).orders;
    if (!order) throw new Error('the demo customer has no orders');

    await page.goto('/orders');
    await expect(page).toHaveTitle(`${t('pages.orders.title')} | E-Commerce`);
    await expect(o.heading).toHaveText(t('orders.loginRequired'));
    const track = main.getByRole('region', { name: t('orders.track.title'), exact: true });
    const number = track.getByLabel(t('orders.track.orderNumber'), { exact: true });
    const email = track.getByLabel(t('orders.track.email'), { exact: true });
    const submit = track.getByRole('button', { name: t('orders.track.submit'), exact: true });

    await submit.click();
    await expect(track.getByRole('alert')).toHaveText(t('orders.track.emptyId'));
    await number.fill(order.orderNumber.toLowerCase());
    await email.fill('someone-else@example.com');
    await submit.click();
    await expect(track.getByRole('alert')).toHaveText(t('apiErrors.ORDER_NOT_FOUND'));

    await email.fill(DEMO_CUSTOMER.email);
    await submit.click();
    const result = main.getByRole('region', {
      name: t('orders.track.result', { number: order.orderNumber }),
    });
    await expect(result).toBeVisible();
    await expect(o.status(result, order.status)).toBeVisible();
    await expect(
      result.getByRole('list', { name: t('orders.details.timeline') }).getByRole('listitem'),
    ).toHaveCount(order.timeline.length);

    const a = accountPages(page);
    await main.getByRole('button', { name: t('orders.signIn'), exact: true }).click();
    await expect(a.signInDialog).toBeVisible();
  });

  test('the demo customer’s orders: the list, the account menu, the filter, details, and a reorder', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await demoToken(request);
    const { orders } = await checkoutApi.orders(request, token);
    const delivered = orders.find((order) => order.status === 'delivered');
    if (!delivered) throw new Error('the demo customer has no delivered order');
    await checkoutApi.clearCart(request, token);
    const o = orderPages(page);
    const { t } = o;

    // Through the account menu, as a shopper finds it.
    await openSignedIn(page, token, '/');
    const a = accountPages(page);
    await a.menuButton((await storedUser(request, token)).fullName).click();
    await a.menuLink('accountMenu.orders').click();
    await expect(page).toHaveURL('/orders');
    await expect(o.heading).toHaveText(t('orders.title'));

    await expect(o.cards).toHaveCount(orders.length);
    for (const order of orders) {
      const card = o.card(order.orderNumber);
      await expect(o.status(card, order.status)).toBeVisible();
      await expect(card.getByText(usd(order.pricing.total), { exact: true })).toBeVisible();
      const shown = card.getByRole('list', { name: t('orders.card.items', { number: order.orderNumber }) });
      for (const item of order.items.slice(0, 3))
        await expect(shown.getByText(item.name, { exact: true })).toBeVisible();
      // Cancel only for pending or confirmed, reorder only for delivered (storefront §4).
      await expect(o.cancel(order.orderNumber)).toHaveCount(order.canCancel ? 1 : 0);
      await expect(o.reorder(order.orderNumber)).toHaveCount(order.canReorder ? 1 : 0);
    }

    await o.statusFilter.selectOption('delivered');
    await expect(page).toHaveURL('/orders?status=delivered');
    await expect(o.cards).toHaveCount(orders.filter((order) => order.status === 'delivered').length);
    await expect(o.card(delivered.orderNumber)).toBeVisible();

    // The details dialog: items, addresses, payment and the timeline; Escape gives focus back.
    await o.details(delivered.orderNumber).click();
    const dialog = o.dialog(delivered.orderNumber);
    await expect(dialog).toBeVisible();
    for (const item of delivered.items)
      await expect(dialog.getByText(item.name, { exact: true })).toBeVisible();
    await expect(dialog.getByText(delivered.shippingAddress.street).first()).toBeVisible();
    await expect(
      dialog.getByRole('list', { name: t('orders.details.timeline') }).getByRole('listitem'),
    ).toHaveCount(delivered.timeline.length);
    if (delivered.shipping.trackingNumber) {
      await expect(dialog.getByText(delivered.shipping.trackingNumber, { exact: false })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(o.details(delivered.orderNumber)).toBeFocused();

    // Reorder: the alert says per line what happened, and the cart shows the items. The demo order's
    // tee has 1 left of the 2 ordered: a reduced line, not a success.
    const left = await Promise.all(
      delivered.items.map(async (item) => {
        const product = await catalogApi.product(request, item.productId ?? '');
        return product.variants.find((v) => v.id === item.variantId)?.stock.quantity ?? 0;
      }),
    );
    const [message] = await Promise.all([nextAlert(page), o.reorder(delivered.orderNumber).click()]);
    const cart = await checkoutApi.cart(request, token);
    expect(cart.items.length).toBeGreaterThan(0);
    const lines = delivered.items.map(({ name, quantity }, i) => {
      const added = Math.min(quantity, left[i] ?? 0);
      return added === quantity
        ? t('orders.reorder.line.added', { name, count: added })
        : t('orders.reorder.line.reduced', {
            name,
            count: added,
            ordered: quantity,
            reason: t('orders.reorder.reasons.low_stock'),
          });
    });
    expect(left.some((units, i) => units < (delivered.items[i]?.quantity ?? 0))).toBe(true);
    expect(message).toBe([t('orders.reorder.partial'), ...lines.map((line) => `• ${line}`)].join('\n'));
    await expect(shop(page).cartButton).toHaveAccessibleName(
      t('header.cartLabel', { count: cart.itemCount }),
    );
    await checkoutApi.clearCart(request, token);
  });

  test('cancelling asks first, then the order is cancelled on the page and on the server', async ({
    page,
    request,
  }) => {
    const { token } = await customerWithCart(request, 'orders-cancel', 1);
    const order = await checkoutApi.placeOrder(request, token);
    expect(order.canCancel).toBe(true);
    const o = orderPages(page);
    const { t } = o;
    await openSignedIn(page, token, '/orders');
    const card = o.card(order.orderNumber);
    await expect(o.status(card, order.status)).toBeVisible();

    // Dismissed: nothing changes.
    await Promise.all([
      answerConfirm(page, t('orders.cancelConfirm'), false),
      o.cancel(order.orderNumber).click(),
    ]);
    await expect(o.cancel(order.orderNumber)).toBeVisible();
    expect((await checkoutApi.order(request, token, order._id)).status).toBe(order.status);

    await Promise.all([
      answerConfirm(page, t('orders.cancelConfirm'), true),
      o.cancel(order.orderNumber).click(),
    ]);
    await expect(o.status(card, 'cancelled')).toBeVisible();
    await expect(o.cancel(order.orderNumber)).toHaveCount(0);
    const cancelled = await checkoutApi.order(request, token, order._id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.at(-1)?.status).toBe('cancelled');

    await o.statusFilter.selectOption('cancelled');
    await expect(o.cards).toHaveCount(1);
    await o.statusFilter.selectOption('pending');
    await expect(o.main.getByRole('heading', { name: t('orders.empty.title'), exact: true })).toBeVisible();
  });

  test('the link of an order e-mail opens that order; closing it leaves the list', async ({
    page,
    request,
  }) => {
    const { token } = await customerWithCart(request, 'orders-linked', 1);
    const order = await checkoutApi.placeOrder(request, token);
    const o = orderPages(page);
    // The button of every order e-mail: /orders?order=<id> (apps/api/src/modules/email).
    await openSignedIn(page, token, `/orders?order=${order._id}`);
    const details = o.dialog(order.orderNumber);
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(o.card(order.orderNumber)).toBeVisible();
  });

  test('orders come 10 to a page; none at all says so; an unknown confirmation is not found', async ({
    page,
    request,
    pageProblems,
  }) => {
    test.setTimeout(120_000);
    // The unknown order is answered 404 on purpose.
    pageProblems.allow('no-such-order');
    const customer = newCustomer('orders-pages');
    const { token } = await accountApi.register(request, customer);
    const o = orderPages(page);
    const { t } = o;

    await openSignedIn(page, token, '/orders');
    await expect(o.main.getByRole('heading', { name: t('orders.empty.title'), exact: true })).toBeVisible();
    await expect(o.main.getByText(t('orders.empty.text'), { exact: true })).toBeVisible();

    // Eleven orders of one item each, spread over a few products so no stock runs out.
    const products = await findPlainProducts(request, 3);
    for (let placed = 0; placed < 11; placed += 1) {
      const product = products[placed % products.length] ?? products[0];
      await checkoutApi.addToCart(request, token, product.id);
      await checkoutApi.placeOrder(request, token);
    }
    const firstPage = await checkoutApi.orders(request, token);
    expect(firstPage.pagination).toMatchObject({ total: 11, pages: 2, limit: 10 });

    await page.reload();
    await expect(o.cards).toHaveCount(10);
    await expect(o.main.getByText(t('orders.count', { count: 11 }), { exact: true })).toBeVisible();
    const pages = pagination(page, t);
    await pages.pageLink(2).click();
    await expect(page).toHaveURL('/orders?page=2');
    await expect(o.cards).toHaveCount(1);
    const last = (await checkoutApi.orders(request, token, '?page=2')).orders[0];
    if (!last) throw new Error('page 2 is empty');
    await expect(o.card(last.orderNumber)).toBeVisible();

    await page.goto('/order-confirmation/no-such-order');
    await expect(o.heading).toHaveText(t('orderConfirmation.notFound.title'));
    await o.main.getByRole('link', { name: t('common.backHome'), exact: true }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('reorder', () => {
  const runs = [
    { lang: 'en', viewport: { width: 1440, height: 900 } },
    { lang: 'fr', viewport: { width: 390, height: 844 } },
  ] as const;
  for (const { lang, viewport } of runs) {
    test(`${lang}: when only 1 of 2 units fits, the alert says so and why, not that all went well`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const [, , product] = await findPlainProducts(request, 3);
      const customer = newCustomer(`reorder-${lang}`);
      const { token } = await accountApi.register(request, customer);
      await checkoutApi.addToCart(request, token, product.id, 2);
      const order = await checkoutApi.placeOrder(request, token);
      await checkoutApi.deliver(request, await adminApi.login(request, SUPERADMIN), order._id);
      // The cart already holds all but one of what one line may hold.
      await checkoutApi.addToCart(request, token, product.id, 1);
      const [line] = (await checkoutApi.cart(request, token)).items;
      if (!line) throw new Error('the cart lost its line');
      await checkoutApi.setQuantity(request, token, product.id, line.maxQuantity - 1);

      const o = orderPages(page, lang);
      const { t } = o;
      await page.goto('/');
      await setLocal(page, STORAGE_KEYS.language, lang);
      await openSignedIn(page, token, '/orders');
      const [message] = await Promise.all([nextAlert(page), o.reorder(order.orderNumber).click()]);
      const name = order.items[0]?.name ?? '';
      const reason = t('orders.reorder.reasons.cart_limit');
      expect(message).toBe(
        [
          t('orders.reorder.partial'),
          `• ${t('orders.reorder.line.reduced', { name, count: 1, ordered: 2, reason })}`,
        ].join('\n'),
      );
      expect((await checkoutApi.cart(request, token)).items[0]?.quantity).toBe(line.maxQuantity);
    });
  }
});
