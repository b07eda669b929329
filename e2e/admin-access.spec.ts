import { ADMIN_ACCESS_DENIED_SECONDS, STORAGE_KEYS } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { accountApi, newCustomer } from './support/account-pages.ts';
import { CATALOGUE_MANAGER, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { readLocal } from './support/local-storage.ts';

/*
 * Who reaches the admin panel (admin §2, §4, §6, §8): a customer who signs in at /admin is refused with
 * a 3-second countdown and signed out; the catalogue manager (an admin with manage_products and
 * manage_categories) sees only their menu items, and the API and the screens refuse the rest.
 */

test.describe('admin access', () => {
  test('a customer who signs in at /admin is denied, counted down and signed out after 3 s', async ({
    page,
    request,
  }) => {
    // A customer of their own, so that what this journey does to the account touches no other one.
    const customer = newCustomer('admin-denied');
    await accountApi.register(request, customer);
    const a = adminPages(page);
    // A controlled clock: the countdown's seconds pass when the test says, so their lengths are exact.
    await page.clock.install();
    await page.goto('/admin');
    await expect(a.heading('common.login.title')).toBeVisible();
    await page.clock.pauseAt(Date.now() + 5_000);

    await a.email.fill(customer.email);
    await a.password.fill(customer.password);
    await a.signIn.click();
    const alert = a.login.getByRole('alert');
    await expect(alert).toContainText(
      'Access denied. Your account (user) does not have administrator privileges. Only admin and superadmin accounts can access this panel.',
    );
    const token = await readLocal(page, STORAGE_KEYS.token);
    expect(token, 'the customer is signed in while the message shows').toBeTruthy();

    for (let seconds = ADMIN_ACCESS_DENIED_SECONDS; seconds >= 1; seconds -= 1) {
      await expect(alert).toContainText(`Logging out in ${seconds} second(s)...`);
      await expect(a.signIn).toBeDisabled();
      await page.clock.runFor(seconds > 1 ? 1_000 : 999);
    }
    // 2.999 s after the message: still signed in, still counting.
    await expect(alert).toContainText('Logging out in 1 second(s)...');
    expect(await readLocal(page, STORAGE_KEYS.token)).toBe(token);

    await page.clock.runFor(1);
    await expect(alert).toHaveCount(0);
    await expect(a.signIn).toBeEnabled();
    await expect(a.email).toBeVisible();
    expect(await readLocal(page, STORAGE_KEYS.token)).toBeNull();
    // Signed out on the server too: the token no longer opens the account.
    await expect.poll(() => accountApi.profile(request, token ?? '')).toBe(401);
  });

  test('the catalogue manager sees Dashboard, Categories, Products and Promo codes; the rest is refused', async ({
    page,
    request,
  }) => {
    const token = await adminApi.login(request, CATALOGUE_MANAGER);
    // The server decides, whatever the menu shows (DESIGN: access control on the server).
    for (const [path, status] of [
      ['/dashboard', 200],
      ['/products', 200],
      ['/categories', 200],
      ['/hero', 403],
      ['/audit', 403],
    ] as const) {
      expect(await adminApi.status(request, token, path), `GET /api/admin${path}`).toBe(status);
    }

    const a = adminPages(page);
    const { t } = a;
    await openAdmin(page, token);
    await expect(a.heading('dashboard.title')).toBeVisible();
    await expect(a.menu.getByRole('link')).toHaveText([
      t('common.menu.dashboard'),
      t('common.menu.categories'),
      t('common.menu.products'),
      t('common.menu.promoCodes'),
    ]);
    await a.menuLink('products').click();
    await expect(page).toHaveURL('/admin/products');
    await expect(a.heading('products.title')).toBeVisible();
    await a.menuLink('categories').click();
    await expect(a.heading('categories.title')).toBeVisible();

    // A typed address is no way round the menu: the screen says access denied and loads nothing.
    for (const path of ['/admin/hero', '/admin/users']) {
      await page.goto(path);
      await expect(a.heading('common.denied.title')).toBeVisible();
      await expect(a.main.getByText(t('common.denied.text'), { exact: true })).toBeVisible();
      await expect(a.menuLink('hero')).toHaveCount(0);
    }
  });
});
