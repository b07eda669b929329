import type { Language } from '@store/shared/constants';
import type { Favorite, FavoritesResponse } from '@store/shared/schemas/favorites';
import { apiRequest } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';

/**
 * POST /api/favorites {productId, name, price, originalPrice, image, category, description, rating,
 * reviews, inStock, discount} (storefront §7): the snapshot travels as the spec shows, the server reads
 * only productId. Answers the whole list (201 when new, 200 when it was there already).
 */
export function addFavorite(favorite: Favorite, lang: Language): Promise<FavoritesResponse> {
  const { productId, name, price, originalPrice, image, category, description, rating, reviews } = favorite;
  return apiRequest<FavoritesResponse>('/favorites', {
    method: 'POST',
    lang,
    body: {
      productId,
      name,
      price,
      originalPrice,
      image,
      category,
      description,
      rating,
      reviews,
      inStock: favorite.inStock,
      discount: favorite.discount,
    },
    headers: identityHeaders(),
  });
}
