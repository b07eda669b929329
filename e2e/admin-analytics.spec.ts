import { STORAGE_KEYS, type Language } from '@store/shared/constants';
import { analyticsFunnelSchema } from '@store/shared/schemas/admin-analytics';
import { expect, test } from './fixtures.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { checkoutApi, customerWithCart } from './support/checkout-pages.ts';
import { setLocal } from './support/local-storage.ts';

/*
 * Analytics (admin §2 Analytics): the range picker, the four totals and the recharts charts, in English
 * and French. Switching to 7 days asks the server again and draws the charts for that range. Each
 * test places a paid order of its own first, so every range has something to draw.
 */

for (const lang of ['en', 'fr'] as const satisfies readonly Language[]) {
  test(`analytics shows its totals and charts and follows the range (${lang})`, async ({ page, request }) => {
    const customer = await customerWithCart(request, 'admin-analytics', 1);
    await checkoutApi.placeOrder(request, customer.token);
    const token = await adminApi.login(request, SUPERADMIN);
    const a = adminPages(page, lang);
    const { t } = a;
    await openAdmin(page, token, '/');
    await setLocal(page, STORAGE_KEYS.language, lang);
    await page.goto('/admin/analytics');
    await expect(a.heading('analytics.title')).toBeVisible();

    const ranges = a.main.getByRole('group', { name: t('analytics.range'), exact: true });
    const range = (key: string) =>
      ranges.getByRole('button', { name: t(`analytics.ranges.${key}`), exact: true });
    await expect(ranges.getByRole('button')).toHaveText(
      ['7d', '30d', '90d', '12m'].map((key) => t(`analytics.ranges.${key}`)),
    );
    await expect(range('30d')).toHaveAttribute('aria-pressed', 'true');
    // The totals: their labels, and figures once the overview has answered (a dash while it loads).
    await expect(a.main.getByRole('term')).toHaveText(
      ['revenue', 'orders', 'averageOrderValue', 'customers'].map((key) => t(`analytics.totals.${key}`)),
    );
    await expect(a.main.getByRole('definition').first()).toHaveText(/^\$\d/);
    for (const key of ['revenueTitle', 'topProducts', 'topCategories', 'newCustomers', 'funnelTitle']) {
      await expect(
        a.main.getByRole('heading', { level: 2, name: t(`analytics.${key}`), exact: true }),
      ).toBeVisible();
    }
    const charts = a.main.locator('svg.recharts-surface');
    await expect(charts.nth(2)).toBeVisible();

    const refetched = page.waitForResponse(
      (response) => response.url().includes('/api/admin/analytics?') && response.url().includes('range=7d'),
    );
    await range('7d').click();
    await refetched;
    await expect(range('7d')).toHaveAttribute('aria-pressed', 'true');
    await expect(range('30d')).toHaveAttribute('aria-pressed', 'false');
    await expect(
      a.main.getByRole('img', { name: t('analytics.revenueChart', { count: 7 }), exact: true }),
    ).toBeVisible();
    await expect(charts.nth(2)).toBeVisible();

    // The funnel gives one rate: of the carts started, the share that became an order, never above
    // 100 % however many orders one cart led to. Views and carts are counted apart, with no rate.
    const funnel = await adminApi.call(request, token, 'GET', '/analytics/funnel?range=7d', (body) =>
      analyticsFunnelSchema.parse(body),
    );
    const [, carts, ordered] = funnel.steps;
    expect(ordered?.count).toBeLessThanOrEqual(carts?.count ?? 0);
    const card = a.main.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: t('analytics.funnelTitle'), exact: true }),
    });
    await expect(card.getByRole('listitem')).toHaveText(
      ordered?.conversion === null || ordered === undefined
        ? []
        : [
            t('analytics.conversion', {
              from: t('analytics.funnel.carts'),
              to: t('analytics.funnel.ordered'),
              rate: `${ordered.conversion.toLocaleString('en-US')}%`,
            }),
          ],
    );
  });
}
