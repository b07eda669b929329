import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Favorite, FavoritesResponse } from '@store/shared/schemas/favorites';
import { isNotFoundError } from '../api-client.ts';
import { logCallFailure, useDropStaleToken } from '../session-errors.ts';
import { useSession } from '../session-context.ts';
import { addFavorite } from './api/add-favorite.ts';
import { clearFavorites } from './api/clear-favorites.ts';
import { useFavoritesQueryKey } from './api/get-favorites.ts';
import { removeFavorite } from './api/remove-favorite.ts';
import { withFavorite, withoutFavorite } from './favorites-list.ts';
import { readStoredFavorites, writeStoredFavorites } from './stored-favorites.ts';

const FAVORITES_MUTATION_KEY = ['favorites-change'] as const;

type Change = { kind: 'add'; favorite: Favorite } | { kind: 'remove'; productId: string } | { kind: 'clear' };

function apply(list: readonly Favorite[], change: Change): Favorite[] {
  if (change.kind === 'add') return withFavorite(list, change.favorite);
  if (change.kind === 'remove') return withoutFavorite(list, change.productId);
  return [];
}

/**
 * Add, remove and clear for a signed-in user: optimistic, rolled back on server failure (storefront
 * §4, §8), run one after another, the last answer written. The local copy follows every change.
 */
export function useServerFavoriteChange() {
  const queryClient = useQueryClient();
  const key = useFavoritesQueryKey();
  const { user, token } = useSession();
  const owner = user?.id ?? token ?? 'guest';
  const dropStaleToken = useDropStaleToken();
  const lang = key[2];

  const setList = (list: Favorite[]) => {
    queryClient.setQueryData<Favorite[]>(key, list);
    writeStoredFavorites(owner, list);
  };
  const isLastChange = () => queryClient.isMutating({ mutationKey: FAVORITES_MUTATION_KEY }) <= 1;

  return useMutation({
    mutationKey: FAVORITES_MUTATION_KEY,
    scope: { id: 'favorites' },
    mutationFn: async (change: Change): Promise<FavoritesResponse | null> => {
      if (change.kind === 'add') return addFavorite(change.favorite, lang);
      if (change.kind === 'clear') return clearFavorites(lang);
      try {
        return await removeFavorite(change.productId, lang);
      } catch (error) {
        // Already gone (removed in another tab): the shopper's wish holds.
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorite[]>(key) ?? readStoredFavorites().items;
      setList(apply(previous, change));
      return { previous };
    },
    onSuccess: (answer) => {
      if (answer && isLastChange()) setList(answer.favorites);
    },
    onError: (error, _change, context) => {
      logCallFailure('Failed to update favourites', error);
      dropStaleToken(error);
      if (context) setList(context.previous);
    },
  });
}

export type { Change as FavoriteChange };
