import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Category } from '@store/shared/schemas/content';
import { categorySlug } from '@store/shared/slug';
import { Icon } from '../../../components/ui/icon.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SmartImage } from '../../../components/ui/smart-image.tsx';
import styles from './category-card.module.css';

/** Category tile: image, name, description, product count and a view-all link covering the card. */
export function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation();
  const count = category.productCount || category.count;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SmartImage src={category.image} alt="" width={480} height={360} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{category.name}</h3>
        <p className={styles.description}>{category.description}</p>
        <div className={styles.footer}>
          {count > 0 && <span className={styles.count}>{t('home.categories.productCount', { count })}</span>}
          <Link to={`/category/${category.slug || categorySlug(category.name)}`} className={styles.link}>
            {t('home.categories.viewAll')}
            <span className="visually-hidden">: {category.name}</span>
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Same box as a category card, shown while categories load. */
export function CategoryCardSkeleton() {
  return (
    <div className={styles.card}>
      <div className={styles.media}>
        <Skeleton width="100%" height="100%" radius="0" />
      </div>
      <div className={styles.body}>
        <Skeleton width="60%" height={20} />
        <Skeleton width="90%" height={14} />
        <Skeleton width="40%" height={14} />
      </div>
    </div>
  );
}
