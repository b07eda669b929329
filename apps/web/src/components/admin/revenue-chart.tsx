/**
 * Revenue (and orders) over time, drawn with recharts. Admin code only: recharts stays in the admin
 * chunk, the storefront never downloads it.
 *
 *   <RevenueChart points={overview.series} interval={overview.period.interval} showOrders />
 *
 * recharts weighs ~440 kB: the dashboard loads this file lazily (dashboard-revenue-chart.tsx).
 */
import type { AnalyticsPeriod, RevenuePoint } from '@store/shared/schemas/admin-analytics';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAdminPrice } from './admin-format.ts';
import styles from './revenue-chart.module.css';

/** Chart colours: the shop's accent for money, blue for counts. */
export const CHART_COLORS = { revenue: '#6d28d9', orders: '#2563eb', muted: '#9ca3af' } as const;

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bucket key ('2026-11-25' or '2026-11') as a short US date ('Nov 25', 'Nov 2026'). */
export function bucketLabel(key: string): string {
  const date = new Date(key.length === 7 ? `${key}-01T00:00:00Z` : `${key}T00:00:00Z`);
  return (key.length === 7 ? monthLabel : dayLabel).format(date);
}

/** Whole dollars for an axis: '$1.2k', '$950'. */
const compactDollars = (value: number) =>
  value >= 1000 ? `$${(value / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k` : `$${value}`;

interface RevenueChartProps {
  points: readonly RevenuePoint[];
  interval: AnalyticsPeriod['interval'];
  /** Adds the number of orders as bars on a second axis. */
  showOrders?: boolean;
  height?: number;
}

/** Revenue as a line (and orders as bars) per day or month. */
export function RevenueChart({ points, interval, showOrders = false, height = 280 }: RevenueChartProps) {
  const { t } = useTranslation('admin');
  return (
    <div
      className={styles.chart}
      role="img"
      aria-label={t('analytics.revenueChart', { count: points.length })}
    >
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e3ee" />
          <XAxis
            dataKey="date"
            tickFormatter={bucketLabel}
            tick={{ fontSize: 12 }}
            minTickGap={16}
            interval={interval === 'month' ? 0 : 'preserveStartEnd'}
          />
          <YAxis yAxisId="revenue" tickFormatter={compactDollars} tick={{ fontSize: 12 }} width={56} />
          {showOrders && (
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 12 }}
              width={36}
            />
          )}
          <Tooltip
            labelFormatter={(label) => bucketLabel(String(label))}
            formatter={(value, name) =>
              name === 'revenue'
                ? [formatAdminPrice(Number(value)), t('analytics.revenue')]
                : [String(value), t('analytics.orders')]
            }
          />
          {showOrders && (
            <Bar
              yAxisId="orders"
              dataKey="orders"
              fill={CHART_COLORS.orders}
              opacity={0.35}
              radius={[3, 3, 0, 0]}
              animationDuration={400}
            />
          )}
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            stroke={CHART_COLORS.revenue}
            strokeWidth={2}
            dot={false}
            type="monotone"
            animationDuration={400}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
