import { useFavorites } from '../../../lib/favorites/use-favorites.ts';

/** Number of favourites, live: the local list for guests, the server's for a signed-in user. */
export function useFavoritesCount(): number {
  return useFavorites().items.length;
}
