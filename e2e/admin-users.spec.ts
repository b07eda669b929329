import { STORAGE_KEYS } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin, signInAsStaff } from './support/admin-pages.ts';
import { deleteUser, newAdmin } from './support/admin-users.ts';
import { readLocal } from './support/local-storage.ts';

/*
 * Users Management (admin §2, §5, §6): a superadmin grants Manage orders to an admin who held no
 * permission. Before the grant the admin has no Orders item and the typed address is refused; after
 * it, the same signed-in admin finds Orders in the menu and opens the screen. The admin is a fresh
 * account of this journey, deleted at the end.
 */

test('a superadmin grants Manage orders and the admin then reaches the Orders screen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const superadmin = await adminApi.login(request, SUPERADMIN);
  const admin = await newAdmin(request, superadmin, 'admin-grant');
  const name = `${admin.firstName} ${admin.lastName}`;
  const a = adminPages(page);
  const { t } = a;
  try {
    await page.goto('/admin');
    await signInAsStaff(a, admin);
    await expect(a.heading('dashboard.title')).toBeVisible();
    await expect(a.menuLink('orders')).toHaveCount(0);
    await page.goto('/admin/orders');
    await expect(a.heading('common.denied.title')).toBeVisible();
    const adminToken = await readLocal(page, STORAGE_KEYS.token);
    if (!adminToken) throw new Error('the admin is not signed in');
    expect(await adminApi.status(request, adminToken, '/orders')).toBe(403);

    await openAdmin(page, superadmin, '/admin/users');
    await expect(a.heading('users.title')).toBeVisible();
    await a.main.getByRole('searchbox', { name: t('users.search'), exact: true }).fill(admin.email);
    await expect(
      a.main.getByRole('status').filter({ hasText: t('users.found', { count: 1 }) }),
    ).toBeVisible();
    await a
      .table('users.table.caption')
      .getByRole('button', { name: t('users.editNamed', { name }), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: `${t('users.modal.editTitle')}: ${name}`, exact: true });
    const manageOrders = dialog.getByRole('checkbox', {
      name: t('users.permission.manage_orders'),
      exact: true,
    });
    await expect(manageOrders).not.toBeChecked();
    await manageOrders.check();
    await dialog.getByRole('button', { name: t('users.modal.save'), exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(await adminApi.status(request, adminToken, '/orders')).toBe(200);

    // The admin's own session, unchanged: the next visit reads the granted permission.
    await openAdmin(page, adminToken, '/admin');
    await expect(a.menu.getByRole('link')).toHaveText([t('common.menu.dashboard'), t('common.menu.orders')]);
    await a.menuLink('orders').click();
    await expect(page).toHaveURL('/admin/orders');
    await expect(a.heading('orders.title')).toBeVisible();
  } finally {
    await deleteUser(request, superadmin, admin.id);
  }
});
