import { expect, test } from './fixtures.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { sidewaysOverflow } from './support/catalog-pages.ts';

/*
 * Admin dialogs and tables for keyboard and phone users: closing a dialog with Escape, Cancel or
 * Close gives focus back to the control that opened it, so a keyboard user goes on where they were;
 * on a 390 px phone each row's actions stay on screen at the table's right edge while the rest of
 * the row scrolls beneath them.
 */

test('closing a dialog with Escape, Cancel or Close returns focus to the control that opened it', async ({
  page,
  request,
}) => {
  const token = await adminApi.login(request, SUPERADMIN);
  const a = adminPages(page);
  const { t } = a;

  // Escape on the create dialog: back on the screen's Add button.
  await openAdmin(page, token, '/admin/products');
  await expect(a.heading('products.title')).toBeVisible();
  const add = a.main.getByRole('button', { name: t('products.add'), exact: true });
  await add.click();
  const create = a.dialog('products.createTitle');
  await expect(create).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  await expect(add).toBeFocused();

  // Cancel on a row's edit dialog: back on that row's Edit button.
  await page.goto('/admin/categories');
  const table = a.table('categories.table.caption');
  const edit = table.getByRole('button', { name: t('categories.editNamed', { name: '' }).trim() }).first();
  await expect(edit).toBeVisible();
  await edit.click();
  const dialog = a.dialog('categories.editTitle');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('common.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // Close on the user details, reached by keyboard: back on the View button.
  await page.goto('/admin/users');
  const view = a.table('users.table.caption').getByRole('button').first();
  await view.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await details
    .getByRole('button', { name: t('common.close'), exact: true })
    .last()
    .click();
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();
});

test.describe('on a 390 px phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every list keeps its row actions on screen beside the scrolling columns', async ({
    page,
    request,
  }) => {
    const token = await adminApi.login(request, SUPERADMIN);
    await page.addInitScript(`localStorage.setItem('preferred-language', 'fr')`);
    const a = adminPages(page, 'fr');
    const screens = [
      ['/admin/products', 'products.table.caption'],
      ['/admin/categories', 'categories.table.caption'],
      ['/admin/orders', 'orders.table.caption'],
      ['/admin/users', 'users.table.caption'],
      ['/admin/pages', 'pages.table.caption'],
    ] as const;
    await openAdmin(page, token, screens[0][0]);
    for (const [path, caption] of screens) {
      await page.goto(path);
      const table = a.table(caption);
      const firstRow = table.getByRole('row').nth(1);
      await expect(firstRow.getByRole('button').first()).toBeVisible();
      // The columns do not fit: the table scrolls sideways in its box, never the page.
      expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeGreaterThan(0);
      expect(await sidewaysOverflow(page)).toBe(0);
      for (const button of await firstRow.getByRole('button').all()) {
        await expect(button, `${path}: ${await button.getAttribute('aria-label')}`).toBeInViewport({
          ratio: 1,
        });
      }
    }
  });
});
