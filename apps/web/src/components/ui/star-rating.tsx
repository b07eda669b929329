import { useTranslation } from '../../i18n/use-translation.ts';
import styles from './star-rating.module.css';

interface StarRatingProps {
  rating: number;
  /** Review count shown after the stars, when known. */
  reviews?: number;
  size?: number;
}

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9L12 2.5Z';

/** Five stars; a 4.7 rating shows four full stars (storefront §9: ratings are rounded down). */
export function StarRating({ rating, reviews, size = 16 }: StarRatingProps) {
  const { t } = useTranslation();
  const full = Math.max(0, Math.min(5, Math.floor(rating)));
  return (
    <div className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={t('rating.label', { rating: full })}>
        {Array.from({ length: 5 }, (_, i) => (
          <svg
            key={i}
            width={size}
            height={size}
            viewBox="0 0 24 24"
            aria-hidden="true"
            className={i < full ? styles.full : styles.empty}
          >
            <path d={STAR} />
          </svg>
        ))}
      </span>
      {reviews !== undefined && (
        <span className={styles.count}>
          ({reviews})<span className="visually-hidden"> {t('rating.reviews', { count: reviews })}</span>
        </span>
      )}
    </div>
  );
}
