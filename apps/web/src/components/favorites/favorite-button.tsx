import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FAVORITE_ANIMATION_MS } from '@store/shared/constants';
import type { ProductSummary } from '@store/shared/schemas/product';
import { useFavorites } from '../../lib/favorites/use-favorites.ts';
import { Icon } from '../ui/icon.tsx';
import styles from './favorite-button.module.css';

interface FavoriteButtonProps {
  product: ProductSummary;
  /** 'lg' sits beside the product page's add-to-cart button; 'md' on a card's image. */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * The heart toggle (storefront §4): pressed when the product is a favourite, a 300 ms animation on
 * every toggle. Its name stays the same and aria-pressed tells the state, as toggle buttons should.
 */
export function FavoriteButton({ product, size = 'md', className }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const { isFavorite, toggle, canChange } = useFavorites();
  const active = isFavorite(product.id);
  const [animating, setAnimating] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = () => {
    toggle(product);
    setAnimating(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAnimating(false), FAVORITE_ANIMATION_MS);
  };

  return (
    <button
      type="button"
      className={[
        styles.heart,
        styles[size],
        active ? styles.active : '',
        animating ? styles.pop : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ '--favorite-ms': `${FAVORITE_ANIMATION_MS}ms` } as CSSProperties}
      // Until the session is known (the page hydrating), a click could not tell whose list it changes.
      disabled={!canChange}
      aria-pressed={active}
      aria-label={t('favorites.save', { name: product.name })}
      title={active ? t('favorites.remove') : t('favorites.add')}
      onClick={onClick}
    >
      <Icon name="heart" size={size === 'lg' ? 24 : 20} fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}
