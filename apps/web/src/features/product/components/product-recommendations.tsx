import { useDeferredValue } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PRODUCT_CAROUSEL_BREAKPOINTS } from '@store/shared/constants';
import { Carousel } from '../../../components/ui/carousel/carousel.tsx';
import { CarouselSkeleton } from '../../../components/ui/carousel/carousel-skeleton.tsx';
import { ProductCard, ProductCardSkeleton } from '../../../components/ui/product-card.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useRecommendations } from '../api/get-recommendations.ts';
import styles from './product-page.module.css';

const GAP_PX = 24;
const HEADING_ID = 'recommendations-title';

/** 'You may also like': a row of product cards; left out when there is nothing to show or the call fails. */
export function ProductRecommendations({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { data, isError } = useRecommendations(productId);
  // The cards arrive in a deferred render, which React renders in slices, not in the synchronous one
  // that the query's answer starts (a long task on a slow phone, while the shopper reads the product).
  const products = useDeferredValue(data);
  if (isError || products?.length === 0) return null;
  return (
    <section className={styles.recommendations} aria-labelledby={HEADING_ID}>
      <SectionHeading id={HEADING_ID} title={t('productPage.recommendations.title')} />
      {products ? (
        <Carousel
          items={products}
          getKey={(product) => product.id}
          renderItem={(product) => <ProductCard product={product} />}
          label={t('productPage.recommendations.title')}
          breakpoints={PRODUCT_CAROUSEL_BREAKPOINTS}
          gap={GAP_PX}
          loop={false}
        />
      ) : (
        <CarouselSkeleton
          breakpoints={PRODUCT_CAROUSEL_BREAKPOINTS}
          gap={GAP_PX}
          renderPlaceholder={() => <ProductCardSkeleton />}
        />
      )}
    </section>
  );
}
