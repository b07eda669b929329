import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { findProductWithVariants } from './support/product-page.ts';
import { describeScreenshots } from './support/screenshots.ts';

/*
 * Pictures of the admin panel for people, not assertions: the login, the dashboard, products with the
 * product dialog, categories and the hero slider, in English and French on a phone and a desktop, in
 * e2e/screenshots/admin-*.png. Opt-in: `npm run test:e2e -- e2e/admin-screenshots.spec.ts --grep @screenshots`.
 */

describeScreenshots('admin screenshots', async ({ page, request, lang, shot }) => {
  const a = adminPages(page, lang);
  const { t } = a;
  const token = await adminApi.login(request, SUPERADMIN);
  const product = await findProductWithVariants(request);
  const phone = (page.viewportSize()?.width ?? 0) < 1024;
  /** Waits for the screen's data and every image, lazy ones too, before the picture. */
  const settle = async (headingKey: string) => {
    await expect(a.heading(headingKey)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect
      .poll(() => page.evaluate('[...document.images].every((image) => image.complete)'))
      .toBe(true);
    await page.evaluate('window.scrollTo(0, 0)');
  };

  /** Waits until a dialog that just opened stands still. */
  const steady = async (dialog: Locator) => {
    let last = '';
    await expect
      .poll(async () => {
        const box = JSON.stringify(await dialog.boundingBox());
        const same = box === last;
        last = box;
        return same;
      })
      .toBe(true);
  };

  await page.goto('/admin');
  await expect(a.heading('common.login.title')).toBeVisible();
  await shot('admin-login');

  await openAdmin(page, token);
  await settle('dashboard.title');
  await shot('admin-dashboard', true);
  if (phone) {
    await a.menuToggle.click();
    await expect(a.menuLink('products')).toBeInViewport();
    await shot('admin-menu');
    await page.keyboard.press('Escape');
    await expect(a.menuLink('products')).not.toBeInViewport();
  }

  await page.goto('/admin/products');
  await expect(a.table('products.table.caption').getByRole('row').nth(1)).toBeVisible();
  await settle('products.title');
  await shot('admin-products', true);
  await a.main.getByLabel(t('products.search'), { exact: true }).fill(product.name);
  await a.main.getByRole('button', { name: t('products.actions.edit', { name: product.name }) }).click();
  const dialog = a.dialog('products.editTitle');
  await expect(
    dialog
      .getByRole('region', { name: t('products.form.basics'), exact: true })
      .getByLabel(t('products.form.name'), { exact: true }),
  ).toHaveValue(product.name);
  await page.waitForLoadState('networkidle');
  await steady(dialog);
  await shot('admin-product-modal');
  await dialog
    .getByRole('region', { name: t('products.variants.caption'), exact: true })
    .scrollIntoViewIfNeeded();
  await shot('admin-product-modal-variants');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/admin/categories');
  await settle('categories.title');
  await shot('admin-categories', true);
  await a.main.getByRole('button', { name: t('categories.add'), exact: true }).click();
  await steady(a.dialog('categories.createTitle'));
  await shot('admin-category-modal');
  await page.keyboard.press('Escape');

  await page.goto('/admin/hero');
  await settle('hero.title');
  await shot('admin-hero', true);
});
