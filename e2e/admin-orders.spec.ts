import { readFile } from 'node:fs/promises';
import { STORAGE_KEYS } from '@store/shared/constants';
import { maxLengthAt } from '@store/shared/schema-limits';
import { adminOrderResponseSchema, adminOrderStatusBodySchema } from '@store/shared/schemas/admin-orders';
import { expect, test } from './fixtures.ts';
import { openSignedIn } from './support/account-pages.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { checkoutApi, customerWithCart, orderPages } from './support/checkout-pages.ts';
import { setLocal } from './support/local-storage.ts';

/*
 * Orders Management (admin §2, §5, §8): a superadmin finds a customer's new order by e-mail, opens
 * it, is asked to select a status, moves it to processing with a note that lands on the timeline,
 * and exports the list's current filter as a CSV file holding that order. An order found by its
 * number is shipped with a tracking number and carrier, which its customer then reads in 'My orders'.
 */

test('an admin finds an order, moves it along with a note and exports it', async ({ page, request }) => {
  const { customer, token } = await customerWithCart(request, 'admin-orders', 1);
  const order = await checkoutApi.placeOrder(request, token);
  const staff = await adminApi.login(request, SUPERADMIN);
  const a = adminPages(page);
  const { t } = a;

  await openAdmin(page, staff, '/admin/orders');
  await expect(a.heading('orders.title')).toBeVisible();
  await a.main.getByRole('searchbox', { name: t('orders.search'), exact: true }).fill(customer.email);
  await expect(a.main.getByRole('status').filter({ hasText: t('orders.found', { count: 1 }) })).toBeVisible();
  const table = a.table('orders.table.caption');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: order.orderNumber, exact: true })).toBeVisible();

  await table
    .getByRole('button', { name: t('orders.view', { number: order.orderNumber }), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('orders.details.title', { number: order.orderNumber }) });
  await expect(dialog.getByText(customer.email)).toBeVisible();
  const submit = dialog.getByRole('button', { name: t('orders.statusForm.submit'), exact: true });
  await submit.click();
  await expect(dialog.getByText(t('orders.validation.statusRequired'), { exact: true })).toBeVisible();

  // Only the state machine's next statuses are offered: a confirmed order is never offered 'delivered'.
  const status = dialog.getByLabel(t('orders.statusForm.status'), { exact: true });
  await expect(status.getByRole('option')).toHaveText([
    t('orders.statusForm.placeholder'),
    t('common.orderStatus.processing'),
    t('common.orderStatus.cancelled'),
    t('common.orderStatus.refunded'),
  ]);
  await status.selectOption('processing');
  const notes = dialog.getByLabel(t('orders.statusForm.notes'), { exact: true });
  // The notes stop where the server's limit is, rather than being refused after Save.
  await expect(notes).toHaveAttribute('maxlength', String(maxLengthAt(adminOrderStatusBodySchema, 'notes')));
  await notes.fill('Packed in recycled paper');
  await submit.click();
  await expect(dialog.getByRole('status').filter({ hasText: t('orders.statusForm.updated') })).toBeVisible();
  await expect(dialog.getByText('Packed in recycled paper')).toBeVisible();
  const stored = await adminApi.call(request, staff, 'GET', `/orders/${order._id}`, (body) =>
    adminOrderResponseSchema.parse(body),
  );
  expect(stored.order.status).toBe('processing');
  await dialog.getByRole('button', { name: t('common.close'), exact: true }).click();
  await expect(table.getByText(t('common.orderStatus.processing'), { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    a.main.getByRole('button', { name: t('orders.export'), exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(order.orderNumber);
  expect(lines[1]).toContain(',processing,');

  await a.main
    .getByRole('searchbox', { name: t('orders.search'), exact: true })
    .fill('no-such-order-anywhere');
  await expect(table.getByText(t('orders.empty'), { exact: true })).toBeVisible();
});

test('an order shipped in the admin shows as shipped, with its tracking, in the customer’s orders', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await customerWithCart(request, 'admin-ship', 1);
  const order = await checkoutApi.placeOrder(request, token);
  const staff = await adminApi.login(request, SUPERADMIN);
  const a = adminPages(page);
  const { t } = a;

  await openAdmin(page, staff, '/admin/orders');
  await a.main.getByRole('searchbox', { name: t('orders.search'), exact: true }).fill(order.orderNumber);
  await expect(a.main.getByRole('status').filter({ hasText: t('orders.found', { count: 1 }) })).toBeVisible();
  await a
    .table('orders.table.caption')
    .getByRole('button', { name: t('orders.view', { number: order.orderNumber }), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('orders.details.title', { number: order.orderNumber }) });
  const status = dialog.getByLabel(t('orders.statusForm.status'), { exact: true });
  const submit = dialog.getByRole('button', { name: t('orders.statusForm.submit'), exact: true });
  const updated = dialog.getByRole('status').filter({ hasText: t('orders.statusForm.updated') });

  await status.selectOption('processing');
  await submit.click();
  await expect(updated).toBeVisible();
  // Shipping asks for the tracking number and carrier the customer is told about.
  await status.selectOption('shipped');
  await submit.click();
  await expect(dialog.getByText(t('orders.validation.trackingRequired'), { exact: true })).toBeVisible();
  await dialog.getByLabel(t('orders.statusForm.trackingNumber'), { exact: true }).fill('1Z999AA10123456784');
  await dialog.getByLabel(t('orders.statusForm.carrier'), { exact: true }).fill('UPS');
  await submit.click();
  await expect(updated).toBeVisible();
  // A shipped order moves on to delivered (or a refund) only.
  await expect(status.getByRole('option')).toHaveText([
    t('orders.statusForm.placeholder'),
    t('common.orderStatus.delivered'),
    t('common.orderStatus.refunded'),
  ]);
  const stored = await checkoutApi.order(request, token, order._id);
  expect(stored.status).toBe('shipped');
  expect(stored.timeline.map((event) => event.status).slice(-2)).toEqual(['processing', 'shipped']);

  // The customer reads 'My orders' in French: the status and history use their language's labels.
  await openSignedIn(page, token, '/');
  await setLocal(page, STORAGE_KEYS.language, 'fr');
  await page.goto('/orders');
  const o = orderPages(page, 'fr');
  const card = o.card(order.orderNumber);
  await expect(o.status(card, 'shipped')).toBeVisible();
  await o.details(order.orderNumber).click();
  const details = o.dialog(order.orderNumber);
  await expect(
    details.getByText(
      o.t('orders.details.trackingWithCarrier', { number: '1Z999AA10123456784', carrier: 'UPS' }),
      { exact: true },
    ),
  ).toBeVisible();
  const timeline = details.getByRole('list', { name: o.t('orders.details.timeline'), exact: true });
  await expect(timeline.getByRole('listitem')).toHaveCount(stored.timeline.length);
  await expect(timeline.getByRole('listitem').last()).toContainText(o.t('orders.status.shipped'));
  await expect(timeline.getByRole('listitem').nth(-2)).toContainText(o.t('orders.status.processing'));
});
