import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  CATEGORY_CAROUSEL_AUTOPLAY_MS,
  CATEGORY_CAROUSEL_BREAKPOINTS,
  CATEGORY_CAROUSEL_GAP_PX,
} from '@store/shared/constants';
import { buttonClass } from '../../../components/ui/button.ts';
import { Carousel } from '../../../components/ui/carousel/carousel.tsx';
import { CarouselSkeleton } from '../../../components/ui/carousel/carousel-skeleton.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useActiveCategories } from '../api/get-active-categories.ts';
import { CategoryCard, CategoryCardSkeleton } from './category-card.tsx';
import { HomeSection } from './home-section.tsx';
import styles from './category-carousel.module.css';

/** Target of 'explore all categories': the spec leaves it open; advanced search browses every category. */
const ALL_CATEGORIES_TARGET = '/advanced-search';

/** Shop-by-category carousel and the explore-all banner under it. */
export function CategoryCarousel() {
  const { t } = useTranslation();
  const { data: categories } = useActiveCategories();
  if (categories?.length === 0) return null;
  return (
    <HomeSection id="categories" title={t('home.categories.title')} subtitle={t('home.categories.subtitle')}>
      {categories ? (
        <Carousel
          items={categories}
          getKey={(category) => category.id}
          renderItem={(category) => <CategoryCard category={category} />}
          label={t('home.categories.title')}
          breakpoints={CATEGORY_CAROUSEL_BREAKPOINTS}
          gap={CATEGORY_CAROUSEL_GAP_PX}
          autoplayMs={CATEGORY_CAROUSEL_AUTOPLAY_MS}
        />
      ) : (
        <CarouselSkeleton
          breakpoints={CATEGORY_CAROUSEL_BREAKPOINTS}
          gap={CATEGORY_CAROUSEL_GAP_PX}
          renderPlaceholder={() => <CategoryCardSkeleton />}
        />
      )}
      <div className={styles.banner}>
        <div>
          <h3 className={styles.bannerTitle}>{t('home.categories.bannerTitle')}</h3>
          <p className={styles.bannerText}>{t('home.categories.bannerText')}</p>
        </div>
        <Link to={ALL_CATEGORIES_TARGET} className={`${buttonClass('light', 'lg')} ${styles.bannerButton}`}>
          {t('home.categories.exploreAll')}
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
    </HomeSection>
  );
}
