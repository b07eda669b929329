import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ProductSummary } from '@store/shared/schemas/product';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: readonly ProductSummary[];
  /** A different card, e.g. the advanced search card; the plain product card otherwise. */
  renderItem?: (product: ProductSummary, priority: boolean) => ReactNode;
  /** The previous page stays up, dimmed, while the next one loads. */
  busy?: boolean;
}

/** Cards whose pictures open the page on a phone (two rows of two): loaded at once, not lazily. */
const ABOVE_THE_FOLD = 4;

/**
 * Responsive grid of product cards: two columns on phones, up to five on wide screens. A grid is a
 * page's list of results, right under its title: each card's name is a level-2 heading.
 *
 * Each card is a Suspense boundary of its own, though nothing in it suspends: React hydrates such
 * boundaries after the page, in slices that let the browser run between them, instead of one long
 * task for the whole grid (48 cards on a category page kept a phone's main thread busy for a
 * quarter of a second). A click on a card not yet hydrated hydrates it first, and is not lost.
 */
export function ProductGrid({ products, renderItem, busy = false }: ProductGridProps) {
  return (
    <ul className={`${styles.grid} ${busy ? styles.busy : ''}`} aria-busy={busy || undefined}>
      {products.map((product, index) => {
        const priority = index < ABOVE_THE_FOLD;
        return (
          <li key={product.id} className={styles.cell}>
            <Suspense fallback={null}>
              {renderItem ? (
                renderItem(product, priority)
              ) : (
                <ProductCard product={product} headingLevel={2} priority={priority} />
              )}
            </Suspense>
          </li>
        );
      })}
    </ul>
  );
}

/** The grid's loading state: the same cells filled with card placeholders, so nothing shifts. */
export function ProductGridSkeleton({ count, detailed = false }: { count: number; detailed?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.cell}>
            <ProductCardSkeleton detailed={detailed} />
          </li>
        ))}
      </ul>
    </div>
  );
}
