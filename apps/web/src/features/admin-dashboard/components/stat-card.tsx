import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import styles from './dashboard.module.css';

interface StatCardProps {
  label: string;
  value: string;
  /** Percent over the last 30 days; null when there is nothing to compare with. */
  change: number | null;
  /** What the change is measured against ('vs. 30 days ago'). */
  comparedWith: string;
  icon: IconName;
}

/** '+12.5%' / '-3%' / '0%', always with its sign so a rise and a fall read apart. */
function signed(change: number): string {
  const text = `${Math.abs(change).toLocaleString('en-US')}%`;
  return change > 0 ? `+${text}` : change < 0 ? `−${text}` : text;
}

/** One of the four figures at the top of the dashboard, with its change. */
export function StatCard({ label, value, change, comparedWith, icon }: StatCardProps) {
  const { t } = useTranslation('admin');
  const trend = change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  return (
    <article className={styles.stat}>
      <div className={styles.statText}>
        <h2 className={styles.statLabel}>{label}</h2>
        <p className={styles.statValue}>{value}</p>
        <p className={styles.change} data-trend={trend}>
          {change === null ? (
            t('dashboard.noComparison')
          ) : (
            <>
              <strong>{signed(change)}</strong> {comparedWith}
            </>
          )}
        </p>
      </div>
      <span className={styles.statIcon} aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
    </article>
  );
}
