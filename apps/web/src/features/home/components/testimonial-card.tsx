import type { Testimonial } from '@store/shared/schemas/content';
import { Icon } from '../../../components/ui/icon.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SmartImage } from '../../../components/ui/smart-image.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { longCalendarDate } from '../../../i18n/calendar-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import styles from './testimonial-card.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** A customer's quote with stars, avatar (or initials), name, title and date. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const lang = useLanguage();
  const date = longCalendarDate(testimonial.date, lang);
  return (
    <figure className={styles.card}>
      <Icon name="quote" size={32} className={styles.quote} />
      <StarRating rating={testimonial.rating} />
      <blockquote className={styles.comment}>
        <p>{testimonial.comment}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <SmartImage
          src={testimonial.image}
          alt=""
          width={56}
          height={56}
          className={styles.avatar}
          fallback={
            <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
              {initials(testimonial.name)}
            </span>
          }
        />
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.title}>{testimonial.title}</span>
          {date && (
            <time className={styles.date} dateTime={testimonial.date}>
              {date}
            </time>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/** Same box as a testimonial card, shown while testimonials load. */
export function TestimonialCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton width={96} height={16} />
      <Skeleton width="100%" height={14} />
      <Skeleton width="90%" height={14} />
      <Skeleton width="60%" height={14} />
      <div className={styles.author}>
        <Skeleton width={56} height={56} radius="50%" />
        <Skeleton width={120} height={16} />
      </div>
    </div>
  );
}
