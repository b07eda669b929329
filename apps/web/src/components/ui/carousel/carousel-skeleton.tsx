import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { perViewStyle, useSlidesPerView, type Breakpoints } from './use-slides-per-view.ts';
import styles from './carousel.module.css';

interface CarouselSkeletonProps {
  breakpoints: Breakpoints;
  gap: number;
  /** One placeholder card, drawn once per visible slide. */
  renderPlaceholder: () => ReactNode;
}

/** The loading state of a card carousel: as many placeholder cards as slides will show, same layout. */
export function CarouselSkeleton({ breakpoints, gap, renderPlaceholder }: CarouselSkeletonProps) {
  const { t } = useTranslation();
  const perView = useSlidesPerView(breakpoints);
  const style = { ...perViewStyle(breakpoints), '--gap': `${gap}px` } as CSSProperties;
  return (
    <div
      className={`${styles.cards} ${styles.perView}`}
      style={style}
      role="status"
      aria-label={t('common.loading')}
    >
      <div className={styles.track}>
        {Array.from({ length: perView }, (_, i) => (
          <div key={i} className={styles.slide} aria-hidden="true">
            {renderPlaceholder()}
          </div>
        ))}
      </div>
    </div>
  );
}
