import { STORAGE_KEYS } from '@store/shared/constants';
import { adminUsersResponseSchema } from '@store/shared/schemas/admin-users';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  SUPERADMIN,
  adminApi,
  adminPages,
  openAdmin,
  signInAsStaff,
  type AdminPages,
} from './support/admin-pages.ts';
import { deleteUser, newAdmin, type StaffAccount } from './support/admin-users.ts';
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
    // Manage orders opens the orders and the shop's checkout settings.
    await expect(a.menu.getByRole('link')).toHaveText([
      t('common.menu.dashboard'),
      t('common.menu.orders'),
      t('common.menu.settings'),
    ]);
    await a.menuLink('orders').click();
    await expect(page).toHaveURL('/admin/orders');
    await expect(a.heading('orders.title')).toBeVisible();
  } finally {
    await deleteUser(request, superadmin, admin.id);
  }
});

/** Finds one account on the Users screen by e-mail and opens its edit dialog. */
async function editUser(page: Page, a: AdminPages, account: StaffAccount) {
  const { t } = a;
  const name = `${account.firstName} ${account.lastName}`;
  await a.main.getByRole('searchbox', { name: t('users.search'), exact: true }).fill(account.email);
  await expect(a.main.getByRole('status').filter({ hasText: t('users.found', { count: 1 }) })).toBeVisible();
  await a
    .table('users.table.caption')
    .getByRole('button', { name: t('users.editNamed', { name }), exact: true })
    .click();
  return page.getByRole('dialog', { name: `${t('users.modal.editTitle')}: ${name}`, exact: true });
}

test('an admin with Manage users is offered only what they may grant; a demotion drops permissions', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const superadmin = await adminApi.login(request, SUPERADMIN);
  const manager = await newAdmin(request, superadmin, 'user-manager', ['manage_users', 'manage_products']);
  const colleague = await newAdmin(request, superadmin, 'colleague', ['manage_orders']);
  const permissionsOf = async (account: StaffAccount) => {
    const { users } = await adminApi.call(
      request,
      superadmin,
      'GET',
      `/users?search=${account.email}`,
      (body) => adminUsersResponseSchema.parse(body),
    );
    return users[0]?.permissions;
  };
  const a = adminPages(page);
  const { t } = a;
  const box = (dialog: Locator, permission: string) =>
    dialog.getByRole('checkbox', { name: t(`users.permission.${permission}`), exact: true });
  try {
    await openAdmin(page, await adminApi.login(request, manager), '/admin/users');
    await expect(a.heading('users.title')).toBeVisible();
    const dialog = await editUser(page, a, colleague);

    // A staff role is the superadmin's to give: the colleague's own is the only one offered.
    const role = dialog.getByLabel(t('users.modal.role'), { exact: true });
    await expect(role.getByRole('option')).toHaveText([t('users.modal.selectRole'), t('common.role.admin')]);
    // Only the permissions the manager holds, never Manage users; the colleague's others stay as they are.
    await expect(box(dialog, 'manage_products')).toBeEnabled();
    await expect(box(dialog, 'manage_orders')).toBeDisabled();
    await expect(box(dialog, 'manage_orders')).toBeChecked();
    await expect(box(dialog, 'manage_users')).toBeDisabled();
    await expect(box(dialog, 'view_analytics')).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: t('users.modal.active') })).toBeDisabled();

    await box(dialog, 'manage_products').check();
    await dialog.getByRole('button', { name: t('users.modal.save'), exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(await permissionsOf(colleague)).toEqual(['manage_orders', 'manage_products']);

    // The superadmin makes the colleague a customer again: the permissions go with the role.
    await openAdmin(page, superadmin, '/admin/users');
    const again = await editUser(page, a, colleague);
    await again.getByLabel(t('users.modal.role'), { exact: true }).selectOption('user');
    await again.getByRole('button', { name: t('users.modal.save'), exact: true }).click();
    await expect(again).toBeHidden();
    expect(await permissionsOf(colleague)).toEqual([]);
  } finally {
    await deleteUser(request, superadmin, colleague.id);
    await deleteUser(request, superadmin, manager.id);
  }
});
