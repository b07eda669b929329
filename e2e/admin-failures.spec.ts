import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  SUPERADMIN,
  adminApi,
  adminPages,
  openAdmin,
  signInAsStaff,
  type AdminPages,
} from './support/admin-pages.ts';
import { deleteUser, newAdmin } from './support/admin-users.ts';
import { checkoutApi, customerWithCart } from './support/checkout-pages.ts';

/*
 * When the panel cannot do its work it says so (issue: failures read as empty lists, expired sessions
 * did nothing). A list whose load fails shows the failure with a Retry button, never "No … found";
 * a staff session the server no longer accepts ends visibly on the Admin Login, and signing in again
 * lands on the very screen, address query included, that the staff member was on.
 */

/** Each screen, the call that fills it, its empty text, and what shows once it has loaded. */
const SCREENS: ReadonlyArray<{
  path: string;
  call: string;
  empty: string;
  ready: (a: AdminPages) => Locator;
}> = [
  {
    path: '/admin',
    call: 'dashboard',
    empty: 'dashboard.empty',
    ready: (a) => a.main.getByText(a.t('dashboard.stats.users')),
  },
  {
    path: '/admin/products',
    call: 'products',
    empty: 'products.empty',
    ready: (a) => a.table('products.table.caption'),
  },
  {
    path: '/admin/categories',
    call: 'categories',
    empty: 'categories.empty',
    ready: (a) => a.table('categories.table.caption'),
  },
  {
    path: '/admin/orders',
    call: 'orders',
    empty: 'orders.empty',
    ready: (a) => a.table('orders.table.caption'),
  },
  { path: '/admin/users', call: 'users', empty: 'users.empty', ready: (a) => a.table('users.table.caption') },
  {
    path: '/admin/hero',
    call: 'hero',
    empty: 'hero.empty',
    ready: (a) => a.main.getByRole('list', { name: a.t('hero.listLabel') }),
  },
  { path: '/admin/pages', call: 'pages', empty: 'pages.empty', ready: (a) => a.table('pages.table.caption') },
  {
    path: '/admin/footer',
    call: 'footer',
    empty: 'footer.sections.empty',
    ready: (a) => a.main.getByRole('button', { name: a.t('footer.save') }),
  },
  {
    path: '/admin/audit',
    call: 'audit',
    empty: 'audit.empty',
    ready: (a) =>
      a.main
        .getByRole('list')
        .or(a.main.getByText(a.t('audit.empty')))
        .first(),
  },
];

test('a list that fails to load says so with Retry, never that it is empty', async ({
  page,
  request,
  pageProblems,
}) => {
  test.setTimeout(120_000);
  const token = await adminApi.login(request, SUPERADMIN);
  const a = adminPages(page);
  const { t } = a;
  await openAdmin(page, token);
  for (const screen of SCREENS) {
    const call = new RegExp(`/api/admin/${screen.call}(\\?.*)?$`);
    pageProblems.allow(call);
    pageProblems.allow(/Failed to load/);
    await page.route(call, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { error: 'Internal server error', code: 'INTERNAL_ERROR' } })
        : route.fallback(),
    );
    await page.goto(screen.path);
    const retry = a.main.getByRole('alert').getByRole('button', { name: t('common.retry'), exact: true });
    await expect(retry, screen.path).toBeVisible();
    await expect(a.main.getByText(t(screen.empty), { exact: true })).toHaveCount(0);

    await page.unroute(call);
    await retry.click();
    await expect(retry).toBeHidden();
    await expect(screen.ready(a), screen.path).toBeVisible();
  }
});

test('an expired staff session returns to the sign-in, then to the same screen and query', async ({
  page,
  request,
  pageProblems,
}) => {
  test.setTimeout(120_000);
  const superadmin = await adminApi.login(request, SUPERADMIN);
  const staff = await newAdmin(request, superadmin, 'expiry', ['manage_products', 'manage_orders']);
  const { token: shopper } = await customerWithCart(request, 'admin-expiry', 1);
  const order = await checkoutApi.placeOrder(request, shopper);
  // Signing out everywhere from another device ends every session of the account, the page's too.
  const revoke = async () => {
    const other = await adminApi.login(request, staff);
    const response = await request.post('/api/auth/logout-all', {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(response.ok()).toBe(true);
  };
  pageProblems.allow('/api/admin/products/');
  pageProblems.allow('/api/admin/orders/');
  pageProblems.allow('Toggle failed');
  const a = adminPages(page);
  const { t } = a;
  try {
    await openAdmin(page, await adminApi.login(request, staff), '/admin/products');
    const row = a.table('products.table.caption').getByRole('row').nth(1);
    await expect(row).toBeVisible();
    await revoke();

    // A row toggle with the dead token: the sign-in form, saying why, instead of nothing at all.
    await row.getByRole('button').nth(1).click();
    await expect(a.login).toBeVisible();
    await expect(a.login.getByText(t('common.login.expired'), { exact: true })).toBeVisible();
    await signInAsStaff(a, staff);
    await expect(page).toHaveURL('/admin/products');
    await expect(a.heading('products.title')).toBeVisible();

    // An order open in the address (?order=…): after signing in again it is open again.
    const url = `/admin/orders?order=${order._id}`;
    await page.goto(url);
    const dialog = page.getByRole('dialog', {
      name: t('orders.details.title', { number: order.orderNumber }),
    });
    const status = dialog.getByLabel(t('orders.statusForm.status'), { exact: true });
    await expect(status).toBeVisible();
    await revoke();
    await status.selectOption('processing');
    await dialog.getByRole('button', { name: t('orders.statusForm.submit'), exact: true }).click();
    await expect(a.login.getByText(t('common.login.expired'), { exact: true })).toBeVisible();
    await signInAsStaff(a, staff);
    await expect(page).toHaveURL(url);
    await expect(dialog).toBeVisible();
  } finally {
    await deleteUser(request, superadmin, staff.id);
  }
});

test('a list request the screen cancels itself (a newer filter) is not reported as a failure', async ({
  page,
  request,
}) => {
  const token = await adminApi.login(request, SUPERADMIN);
  const a = adminPages(page);
  await openAdmin(page, token, '/admin/products');
  await expect(a.table('products.table.caption')).toBeVisible();
  // The next list answer is slow, so the filter after it cancels it while it is still on its way.
  await page.route('**/api/admin/products?*featured=true*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue().catch(() => undefined);
  });
  const featured = a.main.getByLabel(a.t('products.filters.featured'), { exact: true });
  await featured.selectOption('true');
  await featured.selectOption('false');
  await expect(featured).toHaveValue('false');
  await expect(a.main.getByText(a.t('products.empty'), { exact: true })).toHaveCount(0);
  // Time for the cancelled request to settle: a console error from it would fail this journey.
  await page.waitForTimeout(1_500);
});
