import type { RankedSales } from '@store/shared/schemas/admin-analytics';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAdminPrice } from '../../../components/admin/admin-format.ts';
import { CHART_COLORS } from '../../../components/admin/revenue-chart.tsx';

/** A long product name cut for the axis; the tooltip shows it whole. */
const short = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/** Best sellers as horizontal bars of revenue, the units sold in the tooltip. */
export function RankedChart({ rows, label }: { rows: readonly RankedSales[]; label: string }) {
  const { t } = useTranslation('admin');
  const data = rows.map((row) => ({ ...row, name: row.name || t('analytics.unnamed') }));
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={Math.max(160, data.length * 34 + 40)}>
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e5e3ee" />
          <XAxis
            type="number"
            tickFormatter={(v: number) => `$${v.toLocaleString('en-US')}`}
            tick={{ fontSize: 12 }}
          />
          <YAxis type="category" dataKey="name" width={150} tickFormatter={short} tick={{ fontSize: 12 }} />
          <Tooltip
            formatter={(value, _name, item) => [
              `${formatAdminPrice(Number(value))} · ${t('analytics.units', { count: Number((item.payload as RankedSales).quantity) })}`,
              t('analytics.revenue'),
            ]}
          />
          <Bar dataKey="revenue" fill={CHART_COLORS.revenue} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
