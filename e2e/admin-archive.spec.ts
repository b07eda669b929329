import { STORAGE_KEYS, type Language } from '@store/shared/constants';
import { adminProductResponseSchema, type AdminProduct } from '@store/shared/schemas/admin-products';
import { expect, test } from './fixtures.ts';
import { accountApi, newCustomer } from './support/account-pages.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { answerConfirm } from './support/cart-pages.ts';
import { checkoutApi } from './support/checkout-pages.ts';
import { picture } from './support/screenshots.ts';

/*
 * A product that orders refer to cannot be deleted, only archived (issue 18 item 9). Staff delete an
 * ordered product in /admin: the panel says it was archived because it is in orders, the Archived
 * filter lists it, and Restore brings it back to the list and the shop. In English on a desktop and
 * in French on a phone; each run orders a product of its own through the API first.
 */

const RUNS = [
  { lang: 'en', viewport: { width: 1440, height: 900 }, device: 'desktop' },
  { lang: 'fr', viewport: { width: 390, height: 844 }, device: 'phone' },
] as const satisfies readonly { lang: Language; viewport: object; device: string }[];

/** A new product, in stock, on sale, bought once by a new customer through the API. */
async function orderedProduct(
  request: Parameters<typeof checkoutApi.cart>[0],
  token: string,
  tag: string,
): Promise<AdminProduct> {
  const product = await adminApi.call(
    request,
    token,
    'POST',
    '/products',
    (body) => adminProductResponseSchema.parse(body).product,
    {
      name: `Archive Lamp ${tag}`,
      nameFr: `Lampe archive ${tag}`,
      description: 'A lamp that someone bought.',
      price: 12.49,
      originalPrice: 19.99,
      image: '/images/products/arc-floor-lamp.svg',
      category: 'Home & Garden',
      stock: { quantity: 20 },
    },
  );
  const customer = newCustomer(tag);
  const shopper = (await accountApi.register(request, customer)).token;
  await checkoutApi.addToCart(request, shopper, product._id);
  await checkoutApi.placeOrder(request, shopper);
  return product;
}

for (const { lang, viewport, device } of RUNS) {
  test(`${lang} on a ${device}: deleting an ordered product archives it, and Restore brings it back`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(`localStorage.setItem('${STORAGE_KEYS.language}', '${lang}')`);
    const shot = (name: string) => picture(page, `archive-${name}-${lang}-${device}`);
    const token = await adminApi.login(request, SUPERADMIN);
    const tag = `${lang}${Date.now().toString(36)}`;
    const product = await orderedProduct(request, token, tag);
    const a = adminPages(page, lang);
    const { t } = a;
    const table = a.table('products.table.caption');
    const row = table.getByRole('row').filter({ hasText: product.name });
    const status = a.main.getByLabel(t('products.filters.status'), { exact: true });
    const notice = a.main.getByRole('status').filter({ hasText: product.name });

    await openAdmin(page, token, '/admin/products');
    await expect(a.heading('products.title')).toBeVisible();
    await a.main.getByLabel(t('products.search'), { exact: true }).fill(product.name);
    await expect(row).toHaveCount(1);

    // Delete: it is in an order, so it is archived, and the panel says so.
    const confirmed = answerConfirm(page, t('products.confirmDelete'), true);
    await row.getByRole('button', { name: t('products.actions.delete', { name: product.name }) }).click();
    await confirmed;
    await expect(notice).toHaveText(t('products.archivedNotice', { name: product.name }));
    await expect(row).toHaveCount(0);
    await shot('notice');
    expect((await request.get(`/api/products/${product._id}`)).status()).toBe(404);

    // The Archived filter lists it, readable: its price, and the Archived badge.
    await status.selectOption({ label: t('products.filters.archived') });
    await expect(a.main.getByText(t('products.archivedHint'), { exact: true })).toBeVisible();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$12.49');
    await expect(row).toContainText(t('products.badges.archived'));
    await expect(
      row.getByRole('button', { name: t('products.actions.edit', { name: product.name }) }),
    ).toHaveCount(0);
    await shot('filter');

    // Restore: back among the active products and in the shop.
    await row.getByRole('button', { name: t('products.actions.restore', { name: product.name }) }).click();
    await expect(notice).toHaveText(t('products.restoredNotice', { name: product.name }));
    await expect(row).toHaveCount(0);
    await status.selectOption({ label: t('products.filters.active') });
    await expect(row).toHaveCount(1);
    await expect(
      row.getByRole('button', { name: t('products.actions.edit', { name: product.name }) }),
    ).toBeVisible();
    await shot('restored');
    expect((await request.get(`/api/products/${product._id}`)).status()).toBe(200);
  });
}
