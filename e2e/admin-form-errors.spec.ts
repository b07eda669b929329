import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import {
  type AdminProductBody,
  adminProductResponseSchema,
  adminProductsResponseSchema,
} from '@store/shared/schemas/admin-products';
import { expect, test } from './fixtures.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { picture } from './support/screenshots.ts';

/*
 * Admin §8 'Product save failure: server message': a refusal is shown where the eye is. Two products
 * exist; staff edit the second one in its long dialog, scroll down to its variants, give a variant
 * the SKU the first product already uses and save. The 409 SKU_TAKEN marks that variant's SKU with
 * the message in the panel's language, moves the focus there and keeps it in view, instead of a
 * banner far above the scrolled part of the dialog. In English on a desktop and in French on a phone.
 */

const tag = `zf${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function productBody(name: string, sku: string): AdminProductBody {
  return {
    name,
    description: 'A product for the refusal journey.',
    price: 19.99,
    image: '/images/products/adjustable-dumbbell-pair.svg',
    category: 'Electronics',
    variants: [{ sku, name: `${name} – Standard`, price: 19.99, stock: { quantity: 5 } }],
  };
}

async function createProduct(request: APIRequestContext, token: string, body: AdminProductBody) {
  return adminApi.call(
    request,
    token,
    'POST',
    '/products',
    (answer) => adminProductResponseSchema.parse(answer),
    body,
  );
}

async function cleanUp(request: APIRequestContext, token: string): Promise<void> {
  const { products } = await adminApi.call(request, token, 'GET', `/products?search=${tag}`, (body) =>
    adminProductsResponseSchema.parse(body),
  );
  for (const product of products) {
    await adminApi.call(request, token, 'DELETE', `/products/${product._id}`, (body) => body);
  }
}

async function refuseTakenSku(page: Page, request: APIRequestContext, lang: Language, shot: string) {
  const token = await adminApi.login(request, SUPERADMIN);
  const suffix = `${lang}-${tag}`.toUpperCase();
  const taken = `TAKEN-${suffix}`;
  const own = `OWN-${suffix}`;
  const editedName = `Refusal lamp ${lang} ${tag}`;
  try {
    await createProduct(request, token, productBody(`Sku owner ${lang} ${tag}`, taken));
    await createProduct(request, token, productBody(editedName, own));

    const a = adminPages(page, lang);
    await openAdmin(page, token, '/admin/products');
    await a.main.getByLabel(a.t('products.search'), { exact: true }).fill(editedName);
    await a.main
      .getByRole('button', { name: a.t('products.actions.edit', { name: editedName }), exact: true })
      .click();
    const dialog = a.dialog('products.editTitle');
    const variants = dialog.getByRole('region', { name: a.t('products.variants.caption'), exact: true });
    // The long form: its variants sit far below the dialog's first fields.
    await variants.scrollIntoViewIfNeeded();
    await variants
      .getByRole('button', { name: a.t('products.variants.edit', { sku: own }), exact: true })
      .click();
    const editor = a.dialog('products.variants.editTitle');
    const skuInput = editor.getByLabel(a.t('products.variants.sku'), { exact: true });
    await skuInput.fill(taken);
    await editor.getByRole('button', { name: a.t('products.variants.save'), exact: true }).click();
    await expect(editor).toBeHidden();

    await dialog.getByRole('button', { name: a.t('products.update'), exact: true }).click();

    const message = a.t('errors.SKU_TAKEN', { sku: taken });
    const refusedSku = dialog.locator('[data-field="variants.0.sku"]');
    await expect(refusedSku).toContainText(message);
    await expect(refusedSku).toBeFocused();
    await expect(refusedSku).toBeInViewport({ ratio: 1 });
    // Nothing is said only far away: no banner above the form.
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await picture(page, shot);

    // Nothing was saved, and changing the variant again takes the mark away.
    const { products } = await adminApi.call(
      request,
      token,
      'GET',
      `/products?search=${encodeURIComponent(editedName)}`,
      (body) => adminProductsResponseSchema.parse(body),
    );
    const stored = await adminApi.call(request, token, 'GET', `/products/${products[0]?._id ?? ''}`, (body) =>
      adminProductResponseSchema.parse(body),
    );
    expect(stored.product.variants.map((v) => v.sku)).toEqual([own]);
    await variants
      .getByRole('button', { name: a.t('products.variants.edit', { sku: taken }), exact: true })
      .click();
    await skuInput.fill(own);
    await editor.getByRole('button', { name: a.t('products.variants.save'), exact: true }).click();
    await expect(refusedSku).not.toContainText(message);
  } finally {
    await cleanUp(request, token);
  }
}

test.describe('a refused save on the long product form', () => {
  test.beforeEach(({ pageProblems }) => {
    // The 409 is the point of the journey.
    pageProblems.allow('/api/admin/products/');
  });

  test('marks the taken SKU, in English on a desktop', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await refuseTakenSku(page, request, 'en', 'admin-sku-taken-en-desktop');
  });

  test('marks the taken SKU, in French on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(`localStorage.setItem('preferred-language', 'fr')`);
    await refuseTakenSku(page, request, 'fr', 'admin-sku-taken-fr-phone');
  });

  test('brings a refusal about no one field into view, focused, from the bottom of the form', async ({
    page,
    request,
  }) => {
    const token = await adminApi.login(request, SUPERADMIN);
    const name = `Vanishing lamp ${tag}`;
    try {
      const { product } = await createProduct(request, token, productBody(name, `GONE-${tag}`.toUpperCase()));
      const a = adminPages(page);
      await openAdmin(page, token, '/admin/products');
      await a.main.getByLabel(a.t('products.search'), { exact: true }).fill(name);
      await a.main.getByRole('button', { name: a.t('products.actions.edit', { name }), exact: true }).click();
      const dialog = a.dialog('products.editTitle');
      await dialog
        .getByRole('region', { name: a.t('products.variants.caption'), exact: true })
        .scrollIntoViewIfNeeded();
      // Another admin deletes it meanwhile.
      await adminApi.call(request, token, 'DELETE', `/products/${product._id}`, (body) => body);
      await dialog.getByRole('button', { name: a.t('products.update'), exact: true }).click();

      const banner = dialog.getByRole('alert');
      await expect(banner).toHaveText(a.t('errors.PRODUCT_NOT_FOUND'));
      await expect(banner).toBeFocused();
      await expect(banner).toBeInViewport({ ratio: 1 });
      await picture(page, 'admin-save-refused-en-desktop');
    } finally {
      await cleanUp(request, token);
    }
  });

  test('marks a taken category slug at the slug field', async ({ page, request, pageProblems }) => {
    pageProblems.allow('/api/admin/categories');
    const token = await adminApi.login(request, SUPERADMIN);
    const a = adminPages(page);
    await openAdmin(page, token, '/admin/categories');
    await a.main.getByRole('button', { name: a.t('categories.add'), exact: true }).click();
    const dialog = a.dialog('categories.createTitle');
    const field = (key: string) => dialog.getByLabel(a.t(key), { exact: true });
    await field('categories.form.name').fill(`Second electronics ${tag}`);
    await field('categories.form.slug').fill('electronics');
    await field('categories.form.description').fill('A category whose slug another one has.');
    await field('categories.form.icon').fill('🔌');
    await field('categories.form.image').fill('/images/products/adjustable-dumbbell-pair.svg');
    await dialog.getByRole('button', { name: a.t('categories.create'), exact: true }).click();

    const slug = field('categories.form.slug');
    await expect(slug).toBeFocused();
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(
      dialog.getByText(a.t('errors.CATEGORY_SLUG_TAKEN', { slug: 'electronics' }), { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
});
