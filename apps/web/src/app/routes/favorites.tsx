import { FavoritesPage } from '../../features/favorites/components/favorites-page.tsx';

/** /favorites: the favourites page, fetched on first visit. */
export function Component() {
  return <FavoritesPage />;
}
