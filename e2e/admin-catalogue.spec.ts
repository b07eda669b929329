import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { STORAGE_KEYS, type Language } from '@store/shared/constants';
import { adminCategoryListSchema } from '@store/shared/schemas/admin-categories';
import {
  adminProductResponseSchema,
  adminProductsResponseSchema,
} from '@store/shared/schemas/admin-products';
import { adminSlug } from '@store/shared/slug';
import { expect, test } from './fixtures.ts';
import { tinyPng } from './support/admin-image.ts';
import {
  SUPERADMIN,
  adminApi,
  adminPages,
  imageField,
  signInAsStaff,
  type AdminPages,
} from './support/admin-pages.ts';
import { headerSearch, productGrid } from './support/catalog-pages.ts';
import { escapeRegExp } from './support/home-page.ts';
import { setLocal } from './support/local-storage.ts';
import { messages } from './support/messages.ts';

/*
 * A superadmin fills the catalogue (admin §2 Categories and Products Management, §5): signs in at
 * /admin, creates a category with its French name and a product in it with two variants and an
 * uploaded image, then a shopper finds the product through the header search and on the category
 * page, in English and in French. Journeys share one database: both are deleted again at the end.
 */

/** A word no other product or run has, so a search finds exactly this product. */
const tag = `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CATEGORY = { name: `Gadgets ${tag}`, nameFr: `Bidules ${tag}`, icon: '🧪' };
const PRODUCT = {
  name: `Pocket Lantern ${tag}`,
  nameFr: `Lanterne de poche ${tag}`,
  description: 'A lantern small enough for a pocket.',
  descriptionFr: 'Une lanterne assez petite pour une poche.',
  price: '24.5',
};
const VARIANTS = [
  { sku: `${tag}-AMB`.toUpperCase(), name: 'Amber', price: '24.5', quantity: '30', color: 'Amber' },
  { sku: `${tag}-BLU`.toUpperCase(), name: 'Blue', price: '26', quantity: '12', color: 'Blue' },
];

/** A field of a dialog by its admin text key; the variant dialog's labels carry a trailing ' *'. */
const field = (a: AdminPages, scope: Locator, key: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(a.t(key))}(?: \\(\\$\\))?(?: \\*)?$`));

/** Uploads a PNG made here through the image field labelled `label`; waits for its stored URL. */
async function upload(scope: Locator, label: string, name: string): Promise<void> {
  const { url, file } = imageField(scope, label);
  await file.setInputFiles({ name, mimeType: 'image/png', buffer: tinyPng() });
  await expect(url).toHaveValue(/^\/uploads\/\S+\.webp$/);
}

async function createCategory(a: AdminPages): Promise<void> {
  await a.menuLink('categories').click();
  await expect(a.heading('categories.title')).toBeVisible();
  await a.main.getByRole('button', { name: a.t('categories.add'), exact: true }).click();
  const dialog = a.dialog('categories.createTitle');
  await field(a, dialog, 'categories.form.name').fill(CATEGORY.name);
  // The slug follows the name (admin §5).
  await expect(field(a, dialog, 'categories.form.slug')).toHaveValue(adminSlug(CATEGORY.name));
  await field(a, dialog, 'categories.form.nameFr').fill(CATEGORY.nameFr);
  await field(a, dialog, 'categories.form.icon').fill(CATEGORY.icon);
  await field(a, dialog, 'categories.form.description').fill(`Things tagged ${tag}.`);
  await upload(dialog, a.t('categories.form.image'), 'category.png');
  await dialog.getByRole('button', { name: a.t('categories.create'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await a.main.getByLabel(a.t('categories.search'), { exact: true }).fill(tag);
  await expect(
    a.main.getByRole('button', { name: a.t('categories.editNamed', { name: CATEGORY.name }), exact: true }),
  ).toBeVisible();
}

async function createProduct(a: AdminPages): Promise<void> {
  await a.menuLink('products').click();
  await expect(a.heading('products.title')).toBeVisible();
  await a.main.getByRole('button', { name: a.t('products.add'), exact: true }).click();
  const dialog = a.dialog('products.createTitle');
  // The specifications rows have 'Name' fields too: the product's own are under its basics.
  const basics = dialog.getByRole('region', { name: a.t('products.form.basics'), exact: true });
  await field(a, basics, 'products.form.name').fill(PRODUCT.name);
  await field(a, basics, 'products.form.nameFr').fill(PRODUCT.nameFr);
  await field(a, basics, 'products.form.description').fill(PRODUCT.description);
  await field(a, basics, 'products.form.descriptionFr').fill(PRODUCT.descriptionFr);
  await field(a, basics, 'products.form.category').selectOption({ label: CATEGORY.name });
  await field(a, dialog, 'products.form.price').fill(PRODUCT.price);
  await upload(dialog, a.t('products.form.image'), 'lantern.png');

  const variants = dialog.getByRole('region', { name: a.t('products.variants.caption'), exact: true });
  await expect(variants.getByText(a.t('products.variants.empty'), { exact: true })).toBeVisible();
  for (const variant of VARIANTS) {
    await dialog.getByRole('button', { name: a.t('products.variants.add'), exact: true }).click();
    const editor = a.dialog('products.variants.createTitle');
    await field(a, editor, 'products.variants.sku').fill(variant.sku);
    await field(a, editor, 'products.variants.name').fill(variant.name);
    await field(a, editor, 'products.variants.price').fill(variant.price);
    await field(a, editor, 'products.variants.quantity').fill(variant.quantity);
    await field(a, editor, 'products.variants.color').fill(variant.color);
    await editor.getByRole('button', { name: a.t('products.variants.save'), exact: true }).click();
    await expect(editor).toBeHidden();
    await expect(variants.getByRole('row').filter({ hasText: variant.sku })).toBeVisible();
  }
  await expect(variants.getByRole('row')).toHaveCount(1 + VARIANTS.length);

  await dialog.getByRole('button', { name: a.t('products.create'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await a.main.getByLabel(a.t('products.search'), { exact: true }).fill(tag);
  await expect(a.main.getByText(a.t('products.found', { count: 1 }), { exact: true })).toBeVisible();
  await expect(
    a.main.getByRole('button', { name: a.t('products.actions.edit', { name: PRODUCT.name }), exact: true }),
  ).toBeVisible();
}

/** A shopper's header search for the tag, then the category page, in one language. */
async function findInShop(page: Page, lang: Language, names: { product: string; category: string }) {
  const t = messages(lang);
  const search = headerSearch(page, lang);
  const grid = productGrid(page);
  const main = page.getByRole('main');
  await page.goto('/');
  await search.box.fill(tag);
  await search.box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${tag}`);
  await expect(main.getByRole('status')).toHaveText(t('searchPage.count', { count: 1 }));
  await expect(grid.names).toHaveText([names.product]);
  await expect(grid.card(names.product).getByRole('img').first()).toHaveAttribute('src', /\/uploads\//);

  await page.goto(`/category/${adminSlug(CATEGORY.name)}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(names.category);
  await expect(main.getByRole('status')).toHaveText(t('categoryPage.count', { count: 1 }));
  await expect(grid.names).toHaveText([names.product]);
}

/** Deletes what the journey made, whatever step it reached: first the product, then its category. */
async function cleanUp(request: APIRequestContext): Promise<void> {
  const token = await adminApi.login(request, SUPERADMIN);
  const { products } = await adminApi.call(request, token, 'GET', `/products?search=${tag}`, (body) =>
    adminProductsResponseSchema.parse(body),
  );
  for (const product of products) {
    await adminApi.call(request, token, 'DELETE', `/products/${product._id}`, (body) => body);
  }
  const categories = await adminApi.call(request, token, 'GET', '/categories', (body) =>
    adminCategoryListSchema.parse(body),
  );
  for (const category of categories.filter((c) => c.name === CATEGORY.name)) {
    await adminApi.call(request, token, 'DELETE', `/categories/${category.id}`, (body) => body);
  }
}

test('a superadmin adds a category and a product with variants and an image; shoppers find it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const a = adminPages(page);
  try {
    await page.goto('/admin');
    await signInAsStaff(a, SUPERADMIN);
    await createCategory(a);
    await createProduct(a);

    // What the server stored: the French texts, both variants and the uploaded image.
    const token = await adminApi.login(request, SUPERADMIN);
    const [row] = (
      await adminApi.call(request, token, 'GET', `/products?search=${tag}`, (body) =>
        adminProductsResponseSchema.parse(body),
      )
    ).products;
    if (!row) throw new Error('the new product is not listed');
    const { product } = await adminApi.call(request, token, 'GET', `/products/${row._id}`, (body) =>
      adminProductResponseSchema.parse(body),
    );
    expect(product).toMatchObject({ name: PRODUCT.name, nameFr: PRODUCT.nameFr, category: CATEGORY.name });
    expect(product.image).toMatch(/^\/uploads\//);
    expect(product.variants.map((v) => [v.sku, v.price, v.stock.quantity])).toEqual(
      VARIANTS.map((v) => [v.sku, Number(v.price), Number(v.quantity)]),
    );

    await findInShop(page, 'en', { product: PRODUCT.name, category: CATEGORY.name });
    await setLocal(page, STORAGE_KEYS.language, 'fr');
    await findInShop(page, 'fr', { product: PRODUCT.nameFr, category: CATEGORY.nameFr });
  } finally {
    await cleanUp(request);
  }
});
