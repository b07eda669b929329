import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PRODUCT_CAROUSEL_AUTOPLAY_MS, PRODUCT_CAROUSEL_BREAKPOINTS } from '@store/shared/constants';
import { buttonClass } from '../../../components/ui/button.ts';
import { Carousel } from '../../../components/ui/carousel/carousel.tsx';
import { CarouselSkeleton } from '../../../components/ui/carousel/carousel-skeleton.tsx';
import { ProductCard, ProductCardSkeleton } from '../../../components/ui/product-card.tsx';
import { useFeaturedProducts } from '../api/get-featured-products.ts';
import { HomeSection } from './home-section.tsx';

const GAP_PX = 24;
/** 'View all products' has no target in the spec; advanced search lists the whole catalogue. */
const ALL_PRODUCTS_TARGET = '/advanced-search';

/** Featured-products carousel: autoplay every 5 s, 1 to 6 cards per row (storefront §9). */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const { data: products } = useFeaturedProducts();
  if (products?.length === 0) return null;
  return (
    <HomeSection
      id="featured-products"
      title={t('home.featured.title')}
      subtitle={t('home.featured.subtitle')}
      tone="tinted"
      action={
        <Link to={ALL_PRODUCTS_TARGET} className={buttonClass('secondary')}>
          {t('home.featured.viewAll')}
        </Link>
      }
    >
      {products ? (
        <Carousel
          items={products}
          getKey={(product) => product.id}
          renderItem={(product) => <ProductCard product={product} />}
          label={t('home.featured.title')}
          breakpoints={PRODUCT_CAROUSEL_BREAKPOINTS}
          gap={GAP_PX}
          autoplayMs={PRODUCT_CAROUSEL_AUTOPLAY_MS}
        />
      ) : (
        <CarouselSkeleton
          breakpoints={PRODUCT_CAROUSEL_BREAKPOINTS}
          gap={GAP_PX}
          renderPlaceholder={() => <ProductCardSkeleton />}
        />
      )}
    </HomeSection>
  );
}
