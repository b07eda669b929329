import { z } from 'zod';
import { idSchema } from './common.ts';
import { productSummarySchema } from './product.ts';

/** Favourites (storefront §3 'Favourite', §7): the product's current data, never the client's copy. */

export const favoriteSchema = productSummarySchema.extend({
  productId: z.string(),
  addedAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

export const favoritesResponseSchema = z.object({
  success: z.literal(true),
  favorites: z.array(favoriteSchema),
});
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/**
 * The client sends a product snapshot (name, price…) as the spec shows; only productId is read.
 * Unknown keys are dropped, so a forged price or name never reaches the database.
 */
export const addFavoriteBodySchema = z.object({ productId: idSchema });
export type AddFavoriteBody = z.infer<typeof addFavoriteBodySchema>;

export const favoriteParamsSchema = z.object({ id: idSchema });
