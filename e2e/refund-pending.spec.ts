import { STORAGE_KEYS } from '@store/shared/constants';
import { adminOrderResponseSchema } from '@store/shared/schemas/admin-orders';
import { expect, test } from './fixtures.ts';
import { openSignedIn } from './support/account-pages.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { answerConfirm } from './support/cart-pages.ts';
import { TEST_CARDS, checkoutApi, customerWithCart, orderPages } from './support/checkout-pages.ts';
import { setLocal } from './support/local-storage.ts';

/*
 * A refund is never announced before the payment provider has taken it. Orders are paid with Stripe's
 * "refund fails" test card, whose refunds the provider always refuses: the order is cancelled, its
 * payment reads "Refund pending" in the panel (with "Retry refund" offered) and in the customer's
 * "My orders", and nothing says "refunded". In English on a desktop (staff cancel), and in French on a
 * phone (the customer cancels, then staff retry the refund).
 */

/** The 502 the refused refund answers, and the app's own log line of it, are what these journeys provoke. */
function allowRefusedRefund(pageProblems: { allow(pattern: string | RegExp): void }) {
  pageProblems.allow(/\/api\/(admin\/)?orders\/[^/]+\/(status|cancel)/);
  pageProblems.allow('Failed to cancel order');
}

test('staff cancel an order whose refund the provider refuses: "Refund pending", never "refunded"', async ({
  page,
  request,
  pageProblems,
}) => {
  allowRefusedRefund(pageProblems);
  const { token } = await customerWithCart(request, 'refund-pending-admin', 1);
  const order = await checkoutApi.placeOrder(request, token, TEST_CARDS.refundFails);
  const staff = await adminApi.login(request, SUPERADMIN);
  const a = adminPages(page);
  const { t } = a;

  await openAdmin(page, staff, '/admin/orders');
  await a.main.getByRole('searchbox', { name: t('orders.search'), exact: true }).fill(order.orderNumber);
  const table = a.table('orders.table.caption');
  await table
    .getByRole('button', { name: t('orders.view', { number: order.orderNumber }), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('orders.details.title', { number: order.orderNumber }) });
  await dialog.getByLabel(t('orders.statusForm.status'), { exact: true }).selectOption('cancelled');
  await dialog.getByRole('button', { name: t('orders.statusForm.submit'), exact: true }).click();

  const status = t('common.orderStatus.cancelled').toLocaleLowerCase();
  await expect(dialog.getByRole('alert')).toHaveText(t('orders.errors.refundPending', { status }));
  await expect(dialog.getByText(t('orders.statusForm.refundDue'), { exact: true })).toBeVisible();
  const retry = dialog.getByRole('button', { name: t('orders.statusForm.retryRefund'), exact: true });
  await expect(retry).toBeVisible();
  await expect(dialog.getByText(`(${t('orders.payment.status.refund_pending')})`)).toBeVisible();
  await expect(dialog.getByText(`(${t('orders.payment.status.refunded')})`)).toHaveCount(0);

  // Retrying asks the provider again; it refuses again, and the refund stays owed.
  await retry.click();
  await expect(dialog.getByRole('alert')).toHaveText(t('orders.errors.refundPending', { status }));
  const stored = await adminApi.call(request, staff, 'GET', `/orders/${order._id}`, (body) =>
    adminOrderResponseSchema.parse(body),
  );
  expect(stored.order).toMatchObject({
    status: 'cancelled',
    refundDue: true,
    payment: { status: 'refund_pending' },
  });
  // A third refusal: the refund is listed on the dashboard, with the provider's own words.
  await retry.click();
  await expect(dialog.getByRole('alert')).toHaveText(t('orders.errors.refundPending', { status }));
  await dialog.getByRole('button', { name: t('common.close'), exact: true }).click();
  const row = table.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row.getByText(t('orders.refundPendingBadge'), { exact: true })).toBeVisible();

  await openAdmin(page, staff, '/admin');
  const attention = a.table('dashboard.needsAttention.title');
  const owed = attention.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(owed.getByRole('cell').nth(2)).toHaveText('3');
  await expect(owed.getByText('The refund of this test card fails', { exact: true })).toBeVisible();

  // The customer's own page says the same.
  await openSignedIn(page, token, '/orders');
  const o = orderPages(page);
  const card = o.card(order.orderNumber);
  await expect(o.status(card, 'cancelled')).toBeVisible();
  await expect(card.getByText(o.t('orders.paymentStatus.refund_pending'), { exact: true })).toBeVisible();
  await o.details(order.orderNumber).click();
  const details = o.dialog(order.orderNumber);
  await expect(details.getByText(o.t('orders.paymentStatus.refund_pending'), { exact: true })).toBeVisible();
  await expect(details.getByText(o.t('orders.paymentStatus.refunded'), { exact: true })).toHaveCount(0);
  await expect(details.getByText(o.t('orders.timelineCodes.refund_issued'), { exact: true })).toHaveCount(0);
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the customer cancels; the refund the provider refuses stays pending, and staff see it so', async ({
    page,
    request,
    pageProblems,
  }) => {
    allowRefusedRefund(pageProblems);
    const { token } = await customerWithCart(request, 'refund-pending-fr', 1);
    const order = await checkoutApi.placeOrder(request, token, TEST_CARDS.refundFails);
    const o = orderPages(page, 'fr');
    await openSignedIn(page, token, '/');
    await setLocal(page, STORAGE_KEYS.language, 'fr');
    await page.goto('/orders');
    const card = o.card(order.orderNumber);
    await expect(o.status(card, 'confirmed')).toBeVisible();
    await Promise.all([
      answerConfirm(page, o.t('orders.cancelConfirm'), true),
      o.cancel(order.orderNumber).click(),
    ]);
    await expect(card.getByRole('alert')).toHaveText(o.t('orders.refundPendingAfterCancel'));
    await expect(o.status(card, 'cancelled')).toBeVisible();
    await expect(card.getByText(o.t('orders.paymentStatus.refund_pending'), { exact: true })).toBeVisible();
    await o.details(order.orderNumber).click();
    const timeline = o
      .dialog(order.orderNumber)
      .getByRole('list', { name: o.t('orders.details.timeline'), exact: true });
    // The shop's own entries read in French, never as the English sentences they once were stored as.
    await expect(timeline).toContainText(o.t('orders.timelineCodes.order_placed'));
    await expect(timeline).toContainText(o.t('orders.timelineCodes.cancelled_by_customer'));
    await expect(timeline).not.toContainText(/Order placed|Payment received|Cancelled by customer/);

    const staff = await adminApi.login(request, SUPERADMIN);
    const a = adminPages(page, 'fr');
    await openAdmin(page, staff, `/admin/orders?search=${order.orderNumber}`);
    const row = a.table('orders.table.caption').getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row.getByText(a.t('orders.refundPendingBadge'), { exact: true })).toBeVisible();
    await row
      .getByRole('button', { name: a.t('orders.view', { number: order.orderNumber }), exact: true })
      .click();
    const dialog = page.getByRole('dialog', {
      name: a.t('orders.details.title', { number: order.orderNumber }),
    });
    await expect(dialog.getByText(`(${a.t('orders.payment.status.refund_pending')})`)).toBeVisible();
    await expect(
      dialog.getByText(a.t('orders.timelineCodes.cancelled_by_customer'), { exact: true }),
    ).toBeVisible();
    const retry = dialog.getByRole('button', { name: a.t('orders.statusForm.retryRefund'), exact: true });
    await retry.scrollIntoViewIfNeeded();
    await expect(retry).toBeInViewport();
    await retry.click();
    const status = a.t('common.orderStatus.cancelled').toLocaleLowerCase();
    await expect(dialog.getByRole('alert')).toHaveText(a.t('orders.errors.refundPending', { status }));
  });
});
