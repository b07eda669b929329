import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useFavorites } from '../../../lib/favorites/use-favorites.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useCurrentFavorites } from '../hooks/use-current-favorites.ts';
import layout from '../../../components/ui/page-layout.module.css';
import styles from './favorites-page.module.css';

const SKELETON_CARDS = 5;

/**
 * /favorites: the grid of favourite products, each with its heart to take it off again; clear all asks
 * first; the empty state offers a way back to shopping (storefront §2 Favourites).
 */
export function FavoritesPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.favorites.title'));
  const favorites = useFavorites();
  const { items } = favorites;
  const { token } = useSession();
  // A signed-in shopper's list comes from the server already current; a guest's is refreshed here.
  const shown = useCurrentFavorites(items, token === null);

  const confirmClear = () => {
    if (window.confirm(t('favorites.clearConfirm'))) favorites.clear();
  };

  return (
    <div className={`container ${layout.page}`}>
      <header className={layout.head}>
        <div>
          <h1 className={layout.title}>{t('favorites.title')}</h1>
          {items.length > 0 && (
            <p className={layout.count}>{t('favorites.count', { count: items.length })}</p>
          )}
        </div>
        {items.length > 0 && (
          <button type="button" className={styles.clear} onClick={confirmClear}>
            <Icon name="trash" size={16} />
            {t('favorites.clearAll')}
          </button>
        )}
      </header>
      {favorites.isLoading && items.length === 0 ? (
        <ProductGridSkeleton count={SKELETON_CARDS} />
      ) : items.length === 0 ? (
        <EmptyState icon="heart" title={t('favorites.empty.title')} text={t('favorites.empty.text')}>
          <Link to="/" className={buttonClass('primary')}>
            {t('favorites.continueShopping')}
          </Link>
        </EmptyState>
      ) : (
        <ProductGrid products={shown} />
      )}
    </div>
  );
}
