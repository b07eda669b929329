import { NavLink } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { categorySlug } from '@store/shared/slug';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCategories } from '../api/get-categories.ts';
import styles from './category-nav.module.css';

const LOADING_PILLS = 6;

/** Category links from GET /api/categories; a horizontally scrolling strip on small screens. */
export function CategoryNav() {
  const { t } = useTranslation();
  const { data: categories } = useCategories();
  return (
    <nav className={styles.nav} aria-label={t('header.categoriesNav')}>
      <div className="container">
        <ul className={styles.list}>
          {categories
            ? categories.map((category) => (
                <li key={category.id}>
                  <NavLink
                    to={`/category/${category.slug || categorySlug(category.name)}`}
                    className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                  >
                    {category.name}
                  </NavLink>
                </li>
              ))
            : Array.from({ length: LOADING_PILLS }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <Skeleton width={96} height={20} className={styles.pill} />
                </li>
              ))}
        </ul>
      </div>
    </nav>
  );
}
