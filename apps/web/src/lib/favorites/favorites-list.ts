import type { Favorite } from '@store/shared/schemas/favorites';
import type { ProductSummary } from '@store/shared/schemas/product';

/** Pure list changes for favourites (storefront §3 'Favourite', §4 Favourites). */

/** A product snapshot as a favourite: the summary fields only, whatever page it came from. */
export function toFavorite(product: ProductSummary, now = new Date()): Favorite {
  return {
    _id: product._id,
    id: product.id,
    productId: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    categorySlug: product.categorySlug,
    image: product.image,
    price: product.price,
    originalPrice: product.originalPrice,
    discount: product.discount,
    savings: product.savings,
    rating: product.rating,
    reviews: product.reviews,
    inStock: product.inStock,
    featured: product.featured,
    addedAt: now.toISOString(),
  };
}

export function hasFavorite(list: readonly Favorite[], productId: string): boolean {
  return list.some((favorite) => favorite.productId === productId);
}

/** Newest first, as the server lists them; adding one already there changes nothing. */
export function withFavorite(list: readonly Favorite[], favorite: Favorite): Favorite[] {
  return hasFavorite(list, favorite.productId) ? [...list] : [favorite, ...list];
}

export function withoutFavorite(list: readonly Favorite[], productId: string): Favorite[] {
  return list.filter((favorite) => favorite.productId !== productId);
}

/**
 * Sign-in merge (storefront §4): server entries win; local-only ones are kept and must be pushed to the
 * server. Returns the merged list (server first) and the local-only entries, oldest first, so pushing
 * them one by one keeps their order.
 */
export function mergeFavorites(
  server: readonly Favorite[],
  local: readonly Favorite[],
): { merged: Favorite[]; toPush: Favorite[] } {
  const localOnly = local.filter((favorite) => !hasFavorite(server, favorite.productId));
  return { merged: [...localOnly, ...server], toPush: [...localOnly].reverse() };
}

function isFavoriteLike(value: unknown): value is Favorite {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.productId === 'string' &&
    typeof record.name === 'string' &&
    typeof record.price === 'number'
  );
}

/** Keeps the well-formed entries of a stored list; a corrupt or foreign entry is dropped, not fatal. */
export function parseFavorites(value: unknown): Favorite[] {
  return Array.isArray(value) ? value.filter(isFavoriteLike) : [];
}
