/**
 * The dashboard's card of revenue over the last 30 days (GET /api/admin/analytics?range=30d), for the
 * staff who may open Analytics; nothing for the others. The chart itself (recharts) loads lazily, so
 * the dashboard's figures never wait for it:
 *
 *   <DashboardRevenueChart />
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../lib/session-context.ts';
import { errorMessageOf } from './admin-api.ts';
import { AdminLoadError } from './admin-load-error.tsx';
import { AdminLoading } from './admin-loading.tsx';
import { canOpen, menuItemFor } from './admin-menu.ts';
import { useAnalyticsOverview } from './analytics-overview.ts';
import styles from './revenue-chart.module.css';

const LazyRevenueChart = lazy(async () => ({ default: (await import('./revenue-chart.tsx')).RevenueChart }));

/** The dashboard's 30-day revenue card; shown to superadmins and admins who hold view_analytics. */
export function DashboardRevenueChart() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const allowed = !!user && canOpen(user, menuItemFor('/admin/analytics'));
  const overview = useAnalyticsOverview('30d', allowed);
  if (!allowed) return null;
  let body;
  if (overview.isPending) body = <AdminLoading />;
  else if (overview.isError) {
    body = (
      <AdminLoadError
        message={t('analytics.error', { message: errorMessageOf(overview.error) })}
        query={overview}
      />
    );
  } else if (overview.data.totals.orders === 0)
    body = <p className={styles.empty}>{t('analytics.noSales')}</p>;
  else {
    body = (
      <Suspense fallback={<AdminLoading />}>
        <LazyRevenueChart points={overview.data.series} interval="day" height={240} />
      </Suspense>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="dashboard-revenue-title">
      <h2 id="dashboard-revenue-title" className={styles.title}>
        {t('analytics.dashboardTitle')}
      </h2>
      {body}
    </section>
  );
}
