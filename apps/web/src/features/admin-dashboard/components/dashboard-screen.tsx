import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessageOf } from '../../../components/admin/admin-api.ts';
import { formatAdminPrice } from '../../../components/admin/admin-format.ts';
import { canOpen, menuItemFor } from '../../../components/admin/admin-menu.ts';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { DashboardRevenueChart } from '../../../components/admin/dashboard-revenue-chart.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { NeedsAttention } from './needs-attention.tsx';
import { RecentOrders } from './recent-orders.tsx';
import { StatCard } from './stat-card.tsx';
import styles from './dashboard.module.css';

const QUICK_ACTIONS: ReadonlyArray<{
  key: 'addProduct' | 'manageUsers' | 'viewOrders' | 'analytics';
  to: string;
  icon: IconName;
}> = [
  { key: 'addProduct', to: '/admin/products', icon: 'plus' },
  { key: 'manageUsers', to: '/admin/users', icon: 'user' },
  { key: 'viewOrders', to: '/admin/orders', icon: 'cart' },
  { key: 'analytics', to: '/admin/analytics', icon: 'trending' },
];

/** /admin: four stat cards, the latest orders and shortcuts to the busiest screens (admin §2). */
export default function DashboardScreen() {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  const { user } = useSession();
  // Shortcuts only to the screens this staff member may open (a catalogue manager sees Add Product).
  const actions = QUICK_ACTIONS.filter((action) => user && canOpen(user, menuItemFor(action.to)));
  const count = (value: number) => value.toLocaleString('en-US');

  let body;
  if (dashboard.isPending) {
    body = <AdminLoading />;
  } else if (dashboard.isError) {
    body = (
      <AdminLoadError
        message={t('dashboard.error', { message: errorMessageOf(dashboard.error) })}
        query={dashboard}
      />
    );
  } else {
    const { stats, recentOrders, needsAttention } = dashboard.data;
    const canViewOrders = !!user && canOpen(user, menuItemFor('/admin/orders'));
    body = (
      <>
        <div className={styles.stats}>
          <StatCard
            label={t('dashboard.stats.users')}
            value={count(stats.users)}
            change={stats.changes.users}
            comparedWith={t('dashboard.vsPrevious')}
            icon="user"
          />
          <StatCard
            label={t('dashboard.stats.products')}
            value={count(stats.products)}
            change={stats.changes.products}
            comparedWith={t('dashboard.vsPrevious')}
            icon="package"
          />
          <StatCard
            label={t('dashboard.stats.orders')}
            value={count(stats.orders)}
            change={stats.changes.orders}
            comparedWith={t('dashboard.vsPrevious')}
            icon="cart"
          />
          <StatCard
            label={t('dashboard.stats.revenue')}
            value={formatAdminPrice(stats.revenue)}
            change={stats.changes.revenue}
            comparedWith={t('dashboard.vsPreviousPeriod')}
            icon="trending"
          />
        </div>
        <NeedsAttention refunds={needsAttention} canView={canViewOrders} />
        <DashboardRevenueChart />
        <RecentOrders orders={recentOrders} canView={canViewOrders} />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title={t('dashboard.title')} />
      {body}
      <section className={styles.section} aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className={styles.sectionTitle}>
          {t('dashboard.quickActions')}
        </h2>
        <div className={styles.actions}>
          {actions.map((action) => (
            <Link key={action.key} to={action.to} className={`${buttonClass('secondary')} ${styles.action}`}>
              <Icon name={action.icon} size={18} />
              {t(`dashboard.actions.${action.key}`)}
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
