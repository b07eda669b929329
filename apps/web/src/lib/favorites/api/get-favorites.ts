import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import type { Favorite, FavoritesResponse } from '@store/shared/schemas/favorites';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ApiError, apiRequest, retryServerFailureOnce } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';
import { logCallFailure, useDropStaleToken } from '../../session-errors.ts';
import { useSession } from '../../session-context.ts';
import { mergeFavorites } from '../favorites-list.ts';
import { readStoredFavorites, writeStoredFavorites } from '../stored-favorites.ts';
import { addFavorite } from './add-favorite.ts';

/** GET /api/favorites?lang: the signed-in user's favourites with each product's current data. */
export function getFavorites(lang: Language, signal?: AbortSignal): Promise<FavoritesResponse> {
  return apiRequest<FavoritesResponse>('/favorites', { lang, headers: identityHeaders(), signal });
}

export type FavoritesQueryKey = readonly ['favorites', string | null, Language];

export function useFavoritesQueryKey(): FavoritesQueryKey {
  const { token } = useSession();
  const lang = useLanguage();
  return ['favorites', token, lang];
}

/**
 * The server's list, merged once with what this browser kept while signed out (storefront §4: server
 * entries win; local-only ones are pushed one by one). A product that has left the catalogue since is
 * skipped rather than failing the whole list.
 */
async function loadAndMerge(owner: string, lang: Language, signal: AbortSignal): Promise<Favorite[]> {
  const server = (await getFavorites(lang, signal)).favorites;
  const stored = readStoredFavorites();
  let list = server;
  if (stored.owner !== owner) {
    const { toPush } = mergeFavorites(server, stored.items);
    for (const favorite of toPush) {
      try {
        list = (await addFavorite(favorite, lang)).favorites;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw error;
        logCallFailure('Failed to save a favourite kept while signed out', error);
      }
    }
  }
  writeStoredFavorites(owner, list);
  return list;
}

/** The signed-in user's favourites; idle for guests, whose list lives in local storage only. */
export function useServerFavorites(): UseQueryResult<Favorite[]> {
  const key = useFavoritesQueryKey();
  const { token, user, status } = useSession();
  const dropStaleToken = useDropStaleToken();
  // The account's id once the profile is loaded; the token stands in until then.
  const owner = user?.id ?? token ?? 'guest';
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      try {
        return await loadAndMerge(owner, key[2], signal);
      } catch (error) {
        dropStaleToken(error);
        throw error;
      }
    },
    enabled: token !== null && status === 'ready',
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === key[1] ? previous : undefined,
    staleTime: 60_000,
    retry: retryServerFailureOnce,
  });
}
