import type { Language } from '@store/shared/constants';
import type { FavoritesResponse } from '@store/shared/schemas/favorites';
import { apiRequest } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';

/** DELETE /api/favorites/{productId}: 404 FAVORITE_NOT_FOUND when it was not in the list. */
export function removeFavorite(productId: string, lang: Language): Promise<FavoritesResponse> {
  return apiRequest<FavoritesResponse>(`/favorites/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
    lang,
    headers: identityHeaders(),
  });
}
