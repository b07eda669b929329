import type { Language } from '@store/shared/constants';
import type { FavoritesResponse } from '@store/shared/schemas/favorites';
import { apiRequest } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';

/** DELETE /api/favorites: removes all of the user's favourites. */
export function clearFavorites(lang: Language): Promise<FavoritesResponse> {
  return apiRequest<FavoritesResponse>('/favorites', { method: 'DELETE', lang, headers: identityHeaders() });
}
