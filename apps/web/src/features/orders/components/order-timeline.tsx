import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Order } from '@store/shared/schemas/orders';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDateTime } from '../order-format.ts';
import styles from './order-timeline.module.css';

/**
 * What happened to an order, oldest first: each status change with its time, what the shop wrote (a
 * code worded here in the page's language) and a person's own note.
 */
export function OrderTimeline({ timeline, label }: { timeline: Order['timeline']; label: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ol className={styles.timeline} aria-label={label}>
      {timeline.map((event, index) => (
        <li
          key={`${event.status}-${event.timestamp}-${index}`}
          className={styles.event}
          data-status={event.status}
        >
          <span className={styles.marker} aria-hidden="true" />
          <div className={styles.body}>
            <p className={styles.status}>{t(`orders.status.${event.status}`)}</p>
            <time className={styles.time} dateTime={event.timestamp}>
              {formatDateTime(event.timestamp, lang)}
            </time>
            {event.code && <p className={styles.note}>{t(`orders.timelineCodes.${event.code}`)}</p>}
            {event.note && <p className={styles.note}>{event.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
