import { FavoritesPage } from '../../features/favorites/components/favorites-page.tsx';
import { privatePageHandle } from '../../ssr/page-head.ts';

/** /favorites: the favourites page, fetched on first visit. */
export function Component() {
  return <FavoritesPage />;
}

export const handle = privatePageHandle('favorites');
