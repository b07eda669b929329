import type { AnalyticsUsers } from '@store/shared/schemas/admin-analytics';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bucketLabel, CHART_COLORS } from '../../../components/admin/revenue-chart.tsx';
import styles from './analytics-screen.module.css';

/** New customer accounts per day or month, and the share of the period's buyers who came back. */
export function CustomersChart({ data }: { data: AnalyticsUsers }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <p className={styles.note}>
        {t('analytics.newCustomersTotal', { count: data.totalNewCustomers })}
        {' · '}
        {t('analytics.returning', {
          count: data.returningCustomers,
          customers: data.customers,
          rate: data.returningRate.toLocaleString('en-US'),
        })}
      </p>
      <div role="img" aria-label={t('analytics.newCustomers')}>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={[...data.newCustomers]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e3ee" />
            <XAxis dataKey="date" tickFormatter={bucketLabel} tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
            <Tooltip
              labelFormatter={(label) => bucketLabel(String(label))}
              formatter={(value) => [String(value), t('analytics.newCustomers')]}
            />
            <Bar dataKey="customers" fill={CHART_COLORS.orders} radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </>
  );
}
