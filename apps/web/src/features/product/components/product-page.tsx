import { useParams } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ProductDetail } from '@store/shared/schemas/product';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useProduct } from '../api/get-product.ts';
import { useTrackView } from '../api/track-view.ts';
import { deferredPart } from '../../../lib/deferred-part.tsx';
import { DeferredRecommendations } from './deferred-recommendations.tsx';
import { ProductFeatures } from './product-features.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPageSkeleton } from './product-page-skeleton.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import styles from './product-page.module.css';

// Description, specifications and reviews sit below the purchase box: their code (about 1 KB gzip)
// comes as the page hydrates, and the server's HTML of them stands until it does.
const ProductTabs = deferredPart(() => import('./product-tabs.tsx').then((module) => module.ProductTabs));

function ProductNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('productPage.notFound.title'));
  return (
    <div className={`container ${styles.page} ${styles.notFound}`}>
      <EmptyState
        level={1}
        icon="package"
        title={t('productPage.notFound.title')}
        text={t('productPage.notFound.text')}
      >
        <Link to="/" className={buttonClass('primary')}>
          {t('common.backHome')}
        </Link>
      </EmptyState>
    </div>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  usePageTitle(product.name);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        items={[
          { label: product.category, to: `/category/${product.categorySlug}` },
          { label: product.name },
        ]}
      />
      <div className={styles.layout}>
        <ProductGallery product={product} />
        <div className={styles.info}>
          <p className={styles.category}>{product.category}</p>
          <h1 className={styles.name}>{product.name}</h1>
          <div className={styles.rating}>
            <StarRating rating={product.rating} />
            <span className={styles.ratingText}>
              {t('productPage.ratingSummary', { rating: product.rating.toFixed(1), count: product.reviews })}
            </span>
          </div>
          {/* Price, pickers and stock change together with the chosen variant; a new product starts afresh. */}
          <ProductPurchase key={product.id} product={product}>
            <p className={styles.description}>{product.description}</p>
          </ProductPurchase>
          <ProductFeatures />
        </div>
      </div>
      <ProductTabs product={product} />
      <DeferredRecommendations productId={product.id} />
    </div>
  );
}

/** /product/:id: gallery, variants, purchase box, tabs and recommendations; a view is tracked once. */
export function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  useTrackView(query.data);

  if (query.data) return <ProductView product={query.data} />;
  // Storefront §8: an unknown id and any other failure both read 'Product Not Found'.
  if (query.isError) return <ProductNotFound />;
  return <ProductPageSkeleton />;
}
