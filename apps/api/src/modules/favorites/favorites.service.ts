import type { Favorite } from '@store/shared/schemas/favorites';
import { nowIso } from '../../db/dialect.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { callerId, type Ctx } from '../../lib/context.ts';
import { selectProductSummaries, toProductSummary } from '../catalog/index.ts';

/** A wishlist, not a catalogue copy: beyond this the list stops growing. */
export const MAX_FAVORITES = 500;

/** The caller's favourites with each product's current data, newest first; inactive products drop out. */
export async function listFavorites(ctx: Ctx): Promise<Favorite[]> {
  const rows = await selectProductSummaries(ctx.db)
    .innerJoin('favorites as f', 'f.productId', 'p.id')
    .select('f.createdAt as addedAt')
    .where('f.userId', '=', callerId(ctx))
    .orderBy('f.createdAt', 'desc')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ ...toProductSummary(row, ctx.lang), productId: row.id, addedAt: row.addedAt }));
}

/** Adds a product to the caller's favourites; adding it again changes nothing. Returns whether it was new. */
export async function addFavorite(ctx: Ctx, productId: string): Promise<boolean> {
  const { db } = ctx;
  const userId = callerId(ctx);
  const product = await selectProductSummaries(db).where('p.id', '=', productId).executeTakeFirst();
  if (!product) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  const { n } = await db
    .selectFrom('favorites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_FAVORITES) {
    throw new AppError(409, 'FAVORITES_LIMIT', `You can keep at most ${MAX_FAVORITES} favourites`, {
      max: MAX_FAVORITES,
    });
  }
  const result = await db
    .insertInto('favorites')
    .values({ userId, productId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['userId', 'productId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes one favourite; a product not in the list is a 404. */
export async function removeFavorite(ctx: Ctx, productId: string): Promise<void> {
  const result = await ctx.db
    .deleteFrom('favorites')
    .where('userId', '=', callerId(ctx))
    .where('productId', '=', productId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0)
    throw notFound('This product is not in your favourites', 'FAVORITE_NOT_FOUND');
}

/** Empties the caller's favourites. */
export async function clearFavorites(ctx: Ctx): Promise<void> {
  await ctx.db.deleteFrom('favorites').where('userId', '=', callerId(ctx)).execute();
}
