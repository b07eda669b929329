import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { STORAGE_KEYS } from '@store/shared/constants';
import type { Favorite } from '@store/shared/schemas/favorites';
import type { ProductSummary } from '@store/shared/schemas/product';
import { useStoredValue } from '../../hooks/use-stored-value.ts';
import { useSession } from '../session-context.ts';
import { useFavoritesQueryKey, useServerFavorites } from './api/get-favorites.ts';
import { hasFavorite, toFavorite, withFavorite, withoutFavorite } from './favorites-list.ts';
import {
  parseStoredFavorites,
  readStoredFavorites,
  removeStoredFavorites,
  writeStoredFavorites,
} from './stored-favorites.ts';
import { useServerFavoriteChange } from './use-favorite-mutations.ts';

export interface Favorites {
  items: readonly Favorite[];
  /** True until a signed-in user's list has arrived the first time. */
  isLoading: boolean;
  /** False while the page hydrates: who the shopper is, and so where a change goes, is not known yet. */
  canChange: boolean;
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
  const { token, known } = useSession();
  const raw = useStoredValue(STORAGE_KEYS.favorites);
  const stored = useMemo(() => parseStoredFavorites(raw), [raw]);
  const server = useServerFavorites();
  const change = useServerFavoriteChange();
  const queryClient = useQueryClient();
  const key = useFavoritesQueryKey();
  const signedIn = token !== null;
  const items = signedIn ? (server.data ?? stored.items) : stored.items;
  const { mutate } = change;

  const isFavorite = useCallback((productId: string) => hasFavorite(items, productId), [items]);

  // The list as it is now, read at the click rather than taken from the render: a part of the page
  // that hydrates late answers its first click with what it rendered while hydrating, where local
  // storage still reads empty (as on the server). Deciding from that would add a favourite that is
  // there, or write a signed-in shopper's copy over with a one-item list.
  const currentItems = useCallback((): readonly Favorite[] => {
    const local = readStoredFavorites().items;
    return signedIn ? (queryClient.getQueryData<Favorite[]>(key) ?? local) : local;
  }, [signedIn, queryClient, key]);

  const toggle = useCallback(
    (product: ProductSummary) => {
      if (!known) return;
      const favorite = toFavorite(product);
      const now = currentItems();
      const present = hasFavorite(now, product.id);
      if (signedIn) {
        mutate(present ? { kind: 'remove', productId: product.id } : { kind: 'add', favorite });
      } else {
        writeStoredFavorites(
          'guest',
          present ? withoutFavorite(now, product.id) : withFavorite(now, favorite),
        );
      }
    },
    [known, currentItems, signedIn, mutate],
  );

  const remove = useCallback(
    (productId: string) => {
      if (!known) return;
      if (signedIn) mutate({ kind: 'remove', productId });
      else writeStoredFavorites('guest', withoutFavorite(currentItems(), productId));
    },
    [known, currentItems, signedIn, mutate],
  );

  const clear = useCallback(() => {
    if (!known) return;
    if (signedIn) mutate({ kind: 'clear' });
    else removeStoredFavorites();
  }, [known, signedIn, mutate]);

  return {
    items,
    isLoading: signedIn && server.data === undefined && server.isPending,
    canChange: known,
    isFavorite,
    toggle,
    remove,
    clear,
  };
}
