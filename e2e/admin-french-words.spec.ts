import { adminProductResponseSchema } from '@store/shared/schemas/admin-products';
import { expect, test } from './fixtures.ts';
import { accountApi, newCustomer } from './support/account-pages.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { picture } from './support/screenshots.ts';

/*
 * Words of the panel that come from the server as codes read in French on the French panel: the role
 * named on the access-denied screen, and the names of the fields the audit log shows changed.
 */

test.describe('the French panel', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('preferred-language', 'fr')`);
  });

  test('names a customer’s role in French on the access-denied screen', async ({ page, request }) => {
    const customer = newCustomer('admin-denied-fr');
    const { token } = await accountApi.register(request, customer);
    const a = adminPages(page, 'fr');
    await openAdmin(page, token);
    const role = a.t('common.role.user').toLocaleLowerCase();
    await expect(a.login.getByRole('alert')).toContainText(a.t('common.login.denied', { role }));
    await picture(page, 'admin-denied-fr-phone');
  });

  test('names the changed fields of an audit entry in French', async ({ page, request }) => {
    const token = await adminApi.login(request, SUPERADMIN);
    const tag = `zw${Date.now().toString(36)}`;
    const { product } = await adminApi.call(
      request,
      token,
      'POST',
      '/products',
      (body) => adminProductResponseSchema.parse(body),
      {
        name: `Audit lamp ${tag}`,
        description: 'A product whose change the audit log shows.',
        price: 9.99,
        image: '/images/products/adjustable-dumbbell-pair.svg',
        category: 'Electronics',
      },
    );
    try {
      await adminApi.call(request, token, 'PUT', `/products/${product._id}/toggle-featured`, (body) => body);
      const a = adminPages(page, 'fr');
      await openAdmin(page, token, '/admin/audit');
      const entry = a.main
        .getByRole('listitem')
        .filter({ hasText: product._id })
        .filter({
          hasText: a.t('audit.verb.toggle-featured'),
        });
      await expect(entry.getByRole('rowheader', { name: a.t('fields.featured'), exact: true })).toBeVisible();
      await expect(entry.getByRole('rowheader', { name: 'featured', exact: true })).toHaveCount(0);
      await entry.scrollIntoViewIfNeeded();
      await picture(page, 'admin-audit-fields-fr-phone');
    } finally {
      await adminApi.call(request, token, 'DELETE', `/products/${product._id}`, (body) => body);
    }
  });
});
