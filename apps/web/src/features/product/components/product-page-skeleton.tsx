import { useTranslation } from '../../../i18n/use-translation.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './product-page.module.css';

/** The product page's boxes at their final sizes, so the loaded page does not jump. */
export function ProductPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.page}`} role="status" aria-label={t('common.loading')}>
      <div className={styles.skeletonCrumbs} aria-hidden="true">
        <Skeleton width={220} height={21} />
      </div>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.skeletonGallery}>
          <div className={styles.skeletonStage}>
            <Skeleton width="100%" height="100%" radius="var(--radius-xl)" />
          </div>
          <Skeleton width={250} height={76} />
        </div>
        <div className={styles.info}>
          <Skeleton width={110} height={14} />
          <Skeleton width="80%" height={36} />
          <Skeleton width={180} height={18} />
          <Skeleton width={200} height={40} />
          <Skeleton width="100%" height={60} />
          <Skeleton width="60%" height={44} />
          <Skeleton width="100%" height={52} radius="var(--radius-full)" />
          <Skeleton width="100%" height={170} radius="var(--radius-lg)" />
        </div>
      </div>
    </div>
  );
}
