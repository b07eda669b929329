import {
  ANALYTICS_RANGES,
  type AnalyticsRange,
  DEFAULT_ANALYTICS_RANGE,
} from '@store/shared/schemas/admin-analytics';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAdminPrice } from '../../../components/admin/admin-format.ts';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { useAnalyticsOverview } from '../../../components/admin/analytics-overview.ts';
import { RevenueChart } from '../../../components/admin/revenue-chart.tsx';
import { useAnalytics } from '../api/get-analytics.ts';
import { ChartCard } from './chart-card.tsx';
import { CustomersChart } from './customers-chart.tsx';
import { FunnelChart } from './funnel-chart.tsx';
import { RankedChart } from './ranked-chart.tsx';
import styles from './analytics-screen.module.css';

/** The range picker: four toggle buttons, one pressed. */
function RangePicker({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.ranges} role="group" aria-label={t('analytics.range')}>
      {ANALYTICS_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          className={styles.range}
          aria-pressed={range === value}
          onClick={() => onChange(range)}
        >
          {t(`analytics.ranges.${range}`)}
        </button>
      ))}
    </div>
  );
}

/** /admin/analytics (view_analytics): totals, revenue over time, best sellers, customers, funnel. */
export default function AnalyticsScreen() {
  const { t } = useTranslation('admin');
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const overview = useAnalyticsOverview(range);
  const sales = useAnalytics('sales', range);
  const users = useAnalytics('users', range);
  const funnel = useAnalytics('funnel', range);
  const totals = overview.data?.totals;
  const cards: [label: string, value: string | undefined][] = [
    [t('analytics.totals.revenue'), totals && formatAdminPrice(totals.revenue)],
    [t('analytics.totals.orders'), totals?.orders.toLocaleString('en-US')],
    [t('analytics.totals.averageOrderValue'), totals && formatAdminPrice(totals.averageOrderValue)],
    [t('analytics.totals.customers'), totals?.customers.toLocaleString('en-US')],
  ];

  return (
    <>
      <AdminPageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')}>
        <RangePicker value={range} onChange={setRange} />
      </AdminPageHeader>
      <dl className={styles.totals} aria-busy={overview.isPending}>
        {cards.map(([label, value]) => (
          <div key={label} className={styles.total}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.grid}>
        <ChartCard
          title={t('analytics.revenueTitle')}
          query={overview}
          isEmpty={(d) => d.totals.orders === 0}
          wide
        >
          {(d) => <RevenueChart points={d.series} interval={d.period.interval} showOrders />}
        </ChartCard>
        <ChartCard
          title={t('analytics.topProducts')}
          query={sales}
          isEmpty={(d) => d.topProducts.length === 0}
        >
          {(d) => <RankedChart rows={d.topProducts} label={t('analytics.topProducts')} />}
        </ChartCard>
        <ChartCard
          title={t('analytics.topCategories')}
          query={sales}
          isEmpty={(d) => d.topCategories.length === 0}
        >
          {(d) => <RankedChart rows={d.topCategories} label={t('analytics.topCategories')} />}
        </ChartCard>
        <ChartCard
          title={t('analytics.newCustomers')}
          query={users}
          isEmpty={(d) => d.totalNewCustomers === 0 && d.customers === 0}
        >
          {(d) => <CustomersChart data={d} />}
        </ChartCard>
        <ChartCard
          title={t('analytics.funnelTitle')}
          query={funnel}
          isEmpty={(d) => d.steps.every((step) => step.count === 0)}
        >
          {(d) => <FunnelChart data={d} />}
        </ChartCard>
      </div>
    </>
  );
}
