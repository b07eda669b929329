import { readFile } from 'node:fs/promises';
import { adminOrderResponseSchema } from '@store/shared/schemas/admin-orders';
import { expect, test } from './fixtures.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { checkoutApi, customerWithCart } from './support/checkout-pages.ts';

/*
 * Orders Management (admin §2, §5, §8): a superadmin finds a customer's new order by e-mail, opens
 * it, is asked to select a status, moves it to processing with a note that lands on the timeline,
 * and exports the list's current filter as a CSV file holding that order.
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
  await dialog.getByLabel(t('orders.statusForm.notes'), { exact: true }).fill('Packed in recycled paper');
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
