import { LOCALE } from '@store/shared/constants';
import type { AdminOrder } from '@store/shared/schemas/admin-orders';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminBadge, orderStatusColor } from '../../../components/admin/admin-badge.tsx';
import styles from './orders-screen.module.css';

// US English with the time: several moves may happen on one day (admin §1, §9).
const usDateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The order's timeline, oldest first: each status it went through, when, what the shop itself wrote
 * (a code, worded in the panel's language) and the note a person left.
 */
export function OrderTimeline({ timeline }: { timeline: AdminOrder['timeline'] }) {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.section} aria-labelledby="order-timeline-title">
      <h3 id="order-timeline-title" className={styles.sectionTitle}>
        {t('orders.details.timeline')}
      </h3>
      <ol className={styles.timeline}>
        {timeline.map((entry, index) => (
          <li key={`${entry.timestamp}-${entry.status}-${index}`} className={styles.timelineEntry}>
            <span
              className={styles.timelineDot}
              style={{ background: orderStatusColor(entry.status) }}
              aria-hidden="true"
            />
            <div className={styles.timelineBody}>
              <div className={styles.timelineHead}>
                <AdminBadge color={orderStatusColor(entry.status)}>
                  {t(`common.orderStatus.${entry.status}`)}
                </AdminBadge>
                <time dateTime={entry.timestamp} className={styles.timelineTime}>
                  {usDateTime.format(new Date(entry.timestamp))}
                </time>
              </div>
              {entry.code && <p className={styles.timelineNote}>{t(`orders.timelineCodes.${entry.code}`)}</p>}
              {entry.note && <p className={styles.timelineNote}>{entry.note}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
