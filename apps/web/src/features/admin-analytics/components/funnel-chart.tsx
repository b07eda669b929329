import type { AnalyticsFunnel } from '@store/shared/schemas/admin-analytics';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from '../../../components/admin/revenue-chart.tsx';
import styles from './analytics-screen.module.css';

const STEP_COLORS = [CHART_COLORS.muted, CHART_COLORS.orders, CHART_COLORS.revenue];

/**
 * Product views, carts started and carts ordered, each bar with its count; under them the rate of each
 * step the server gives one for (a step that is a part of the one before, so never above 100 %).
 */
export function FunnelChart({ data }: { data: AnalyticsFunnel }) {
  const { t } = useTranslation('admin');
  const steps = data.steps.map((step) => ({ ...step, label: t(`analytics.funnel.${step.step}`) }));
  return (
    <>
      <div role="img" aria-label={t('analytics.funnelTitle')}>
        <ResponsiveContainer width="100%" height={180}>
          <BarChart data={steps} layout="vertical" margin={{ top: 0, right: 48, bottom: 0, left: 0 }}>
            <XAxis type="number" hide />
            <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 13 }} />
            <Tooltip formatter={(value) => [Number(value).toLocaleString('en-US'), t('analytics.count')]} />
            <Bar dataKey="count" radius={[0, 4, 4, 0]}>
              {steps.map((step, i) => (
                <Cell key={step.step} fill={STEP_COLORS[i]} />
              ))}
              <LabelList dataKey="count" position="right" fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className={styles.conversions}>
        {steps.map((step, i) =>
          i === 0 || step.conversion === null ? null : (
            <li key={step.step}>
              {t('analytics.conversion', {
                from: steps[i - 1]!.label,
                to: step.label,
                rate: `${step.conversion.toLocaleString('en-US')}%`,
              })}
            </li>
          ),
        )}
      </ul>
    </>
  );
}
