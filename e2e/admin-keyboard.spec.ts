import { adminProductResponseSchema } from '@store/shared/schemas/admin-products';
import { expect, test } from './fixtures.ts';
import { tabTo } from './support/keyboard.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { messages } from './support/messages.ts';

/*
 * Issue 20: every admin screen opens with a "Skip to content" link, the first stop of the keyboard,
 * which takes focus past the side menu to the screen itself; and a member of staff edits a product
 * without a mouse.
 */

test('the first Tab on an admin screen offers Skip to content, which lands past the side menu', async ({
  page,
  request,
}) => {
  const a = adminPages(page);
  await openAdmin(page, await adminApi.login(request, SUPERADMIN), '/admin/products');
  await expect(a.heading('products.title')).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: messages('en')('common.skipToContent'), exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(a.main).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is the screen's first control, not the side menu's first link.
  await expect(a.main.locator(':focus')).toHaveCount(1);
  await expect(a.menuLink('dashboard')).not.toBeFocused();
});

test('a superadmin finds a product and changes its price with the keyboard alone', async ({
  page,
  request,
}) => {
  const token = await adminApi.login(request, SUPERADMIN);
  const name = `Keyboard Lamp ${Date.now()}`;
  const created = await adminApi.call(
    request,
    token,
    'POST',
    '/products',
    (body) => adminProductResponseSchema.parse(body).product,
    {
      name,
      description: 'A lamp edited from the keyboard.',
      price: 40,
      image: '/images/products/arc-floor-lamp.svg',
      category: 'Home & Garden',
      stock: { quantity: 5 },
    },
  );
  const a = adminPages(page);
  await openAdmin(page, token, '/admin/products');
  await expect(a.heading('products.title')).toBeVisible();

  await tabTo(page, a.main.getByLabel(a.t('products.search'), { exact: true }));
  await page.keyboard.type(name);
  await expect(a.main.getByText(a.t('products.found', { count: 1 }), { exact: true })).toBeVisible();
  const edit = a.main.getByRole('button', { name: a.t('products.actions.edit', { name }), exact: true });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');

  const dialog = a.dialog('products.editTitle');
  const price = dialog.getByLabel(a.t('products.form.price'), { exact: true });
  await expect(price).toHaveValue('40');
  await tabTo(page, price);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('35.5');
  await tabTo(page, dialog.getByRole('button', { name: a.t('products.update'), exact: true }));
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  // Closing the dialog hands focus back to the control that opened it.
  await expect(edit).toBeFocused();
  const saved = await adminApi.call(
    request,
    token,
    'GET',
    `/products/${created._id}`,
    (body) => adminProductResponseSchema.parse(body).product,
  );
  expect(saved.price).toBe(35.5);
  await adminApi.call(request, token, 'DELETE', `/products/${created._id}`, (body) => body);
});
