import type { ReactNode } from 'react';
import { Link } from './link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ProductSummary } from '@store/shared/schemas/product';
import { FavoriteButton } from '../favorites/favorite-button.tsx';
import { DiscountBadge } from './discount-badge.tsx';
import { PriceTag } from './price-tag.tsx';
import { Skeleton } from './skeleton.tsx';
import { SmartImage } from './smart-image.tsx';
import { StarRating } from './star-rating.tsx';
import styles from './product-card.module.css';

interface ProductCardProps {
  product: ProductSummary;
  /** Adds the short description under the name (advanced search cards). */
  showDescription?: boolean;
  /** A control under the price, e.g. add to cart; it sits above the card's stretched link. */
  action?: ReactNode;
  /**
   * The level of the name's heading: 3 under a section's heading (home, recommendations), 2 in a
   * page's list of results right under its title, so that no level is skipped.
   */
  headingLevel?: 2 | 3;
  /** The picture is among the first a page shows: loaded at once, first (see SmartImage). */
  priority?: boolean;
}

/** The storefront's product tile: the whole card links to /product/{id}; the heart saves it as a favourite. */
export function ProductCard({
  product,
  showDescription = false,
  action,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const outOfStock = !product.inStock;
  return (
    <article className={`${styles.card} ${outOfStock ? styles.soldOut : ''}`}>
      <div className={styles.media}>
        <SmartImage
          src={product.image}
          alt={product.name}
          width={480}
          height={480}
          priority={priority}
          className={styles.image}
        />
        <DiscountBadge price={product.price} originalPrice={product.originalPrice} className={styles.badge} />
        {outOfStock && <span className={styles.overlay}>{t('product.outOfStock')}</span>}
        <FavoriteButton product={product} className={styles.favorite} />
      </div>
      <div className={styles.body}>
        {product.category && <p className={styles.category}>{product.category}</p>}
        <Heading className={styles.name}>
          {/* Stretched over the whole card, so the tile is one link with the product name as its label. */}
          <Link to={`/product/${product.id}`} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        {showDescription && product.description && (
          <p className={styles.description}>{product.description}</p>
        )}
        <StarRating rating={product.rating} reviews={product.reviews} size={14} />
        <div className={styles.price}>
          <PriceTag price={product.price} originalPrice={product.originalPrice} />
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </article>
  );
}

/** Same box as a product card, shown while products load. */
export function ProductCardSkeleton({ detailed = false }: { detailed?: boolean }) {
  return (
    <div className={styles.card}>
      <div className={styles.media}>
        <Skeleton width="100%" height="100%" radius="0" />
      </div>
      <div className={styles.body}>
        <Skeleton width="40%" height={12} />
        <Skeleton width="85%" height={18} />
        {detailed && <Skeleton width="95%" height={36} />}
        <Skeleton width="50%" height={14} />
        <Skeleton width="35%" height={22} />
        {detailed && <Skeleton width="100%" height={40} radius="var(--radius-full)" />}
      </div>
    </div>
  );
}
