import { useCallback, useMemo } from 'react';
import { STORAGE_KEYS } from '@store/shared/constants';
import type { Favorite } from '@store/shared/schemas/favorites';
import type { ProductSummary } from '@store/shared/schemas/product';
import { useStoredValue } from '../../hooks/use-stored-value.ts';
import { useSession } from '../session-context.ts';
import { useServerFavorites } from './api/get-favorites.ts';
import { hasFavorite, toFavorite, withFavorite, withoutFavorite } from './favorites-list.ts';
import { parseStoredFavorites, removeStoredFavorites, writeStoredFavorites } from './stored-favorites.ts';
import { useServerFavoriteChange } from './use-favorite-mutations.ts';

export interface Favorites {
  items: readonly Favorite[];
  /** True until a signed-in user's list has arrived the first time. */
  isLoading: boolean;
  isFavorite: (productId: string) => boolean;
  /** Adds the product, or removes it when it is a favourite already. */
  toggle: (product: ProductSummary) => void;
  remove: (productId: string) => void;
  clear: () => void;
}

/**
 * The shopper's favourites (storefront §4): a guest's live in local storage only; a signed-in user's
 * on the server, with the local copy shown until the server answers and kept after logout.
 */
export function useFavorites(): Favorites {
  const { token } = useSession();
  const raw = useStoredValue(STORAGE_KEYS.favorites);
  const stored = useMemo(() => parseStoredFavorites(raw), [raw]);
  const server = useServerFavorites();
  const change = useServerFavoriteChange();
  const signedIn = token !== null;
  const items = signedIn ? (server.data ?? stored.items) : stored.items;
  const { mutate } = change;

  const isFavorite = useCallback((productId: string) => hasFavorite(items, productId), [items]);

  const toggle = useCallback(
    (product: ProductSummary) => {
      const favorite = toFavorite(product);
      const present = hasFavorite(items, product.id);
      if (signedIn) {
        mutate(present ? { kind: 'remove', productId: product.id } : { kind: 'add', favorite });
      } else {
        const next = present ? withoutFavorite(items, product.id) : withFavorite(items, favorite);
        writeStoredFavorites('guest', next);
      }
    },
    [items, signedIn, mutate],
  );

  const remove = useCallback(
    (productId: string) => {
      if (signedIn) mutate({ kind: 'remove', productId });
      else writeStoredFavorites('guest', withoutFavorite(items, productId));
    },
    [items, signedIn, mutate],
  );

  const clear = useCallback(() => {
    if (signedIn) mutate({ kind: 'clear' });
    else removeStoredFavorites();
  }, [signedIn, mutate]);

  return {
    items,
    isLoading: signedIn && server.data === undefined && server.isPending,
    isFavorite,
    toggle,
    remove,
    clear,
  };
}
