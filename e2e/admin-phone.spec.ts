import { adminProductsResponseSchema } from '@store/shared/schemas/admin-products';
import { expect, test } from './fixtures.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { sidewaysOverflow } from './support/catalog-pages.ts';

/*
 * The admin panel on a phone (admin §2 Layout: a mobile menu toggle with an overlay): the side menu is
 * off screen until the toggle opens it over a dimmed overlay, a tap beside it or a menu choice closes
 * it, the products table scrolls sideways inside its box while the page itself never does, and the
 * product dialog fits the screen.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test('on a phone: the menu toggle and its overlay, the products table and the product dialog', async ({
  page,
  request,
}) => {
  const token = await adminApi.login(request, SUPERADMIN);
  // A demo product (no journey renames or deletes those), found by its name in the list.
  const { products } = await adminApi.call(request, token, 'GET', '/products?limit=50', (body) =>
    adminProductsResponseSchema.parse(body),
  );
  const product = products.findLast((row) => /^[A-Z][\w' -]+$/.test(row.name));
  if (!product) throw new Error('no demo product to edit');
  const a = adminPages(page);
  const { t } = a;

  await openAdmin(page, token);
  await expect(a.heading('dashboard.title')).toBeVisible();
  await expect(a.menuToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(a.menuLink('products')).not.toBeInViewport();
  expect(await sidewaysOverflow(page)).toBe(0);

  // Open, then close with a tap on the overlay beside the menu.
  await a.menuToggle.click();
  await expect(a.menuToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(a.menuLink('products')).toBeInViewport();
  await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
  await expect(a.menuToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(a.menuLink('products')).not.toBeInViewport();

  // A menu choice navigates and closes the menu.
  await a.menuToggle.click();
  await a.menuLink('categories').click();
  await expect(a.heading('categories.title')).toBeVisible();
  await expect(a.menuToggle).toHaveAttribute('aria-expanded', 'false');
  await a.menuToggle.click();
  await a.menuLink('products').click();
  await expect(a.heading('products.title')).toBeVisible();
  await expect(a.menuLink('products')).not.toBeInViewport();

  // The table scrolls sideways in its own box; the page does not.
  await a.main.getByLabel(t('products.search'), { exact: true }).fill(product.name);
  const table = a.table('products.table.caption');
  const edit = table.getByRole('button', { name: t('products.actions.edit', { name: product.name }) });
  await expect(edit).toBeVisible();
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeGreaterThan(0);
  expect(await sidewaysOverflow(page)).toBe(0);
  // The row's actions stay at the box's right edge, on screen before and after a sideways scroll.
  await expect(edit).toBeInViewport({ ratio: 1 });
  await table.hover();
  await page.mouse.wheel(1000, 0);
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expect(edit).toBeInViewport({ ratio: 1 });

  // The product dialog fits the screen: nothing sticks out sideways, the buttons are reachable.
  await edit.click();
  const dialog = a.dialog('products.editTitle');
  const name = dialog
    .getByRole('region', { name: t('products.form.basics'), exact: true })
    .getByLabel(t('products.form.name'), { exact: true });
  await expect(name).toHaveValue(product.name);
  const box = await dialog.boundingBox();
  expect(box, 'the dialog is on screen').not.toBeNull();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
  const update = dialog.getByRole('button', { name: t('products.update'), exact: true });
  await expect(update).toBeInViewport();
  await dialog.getByRole('button', { name: t('common.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await sidewaysOverflow(page)).toBe(0);
});
