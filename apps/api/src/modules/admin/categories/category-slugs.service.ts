import { nowIso } from '../../../db/dialect.ts';
import type { Ctx } from '../../../lib/context.ts';

/**
 * The old slugs of renamed categories (table category_slug_redirects): a link to a category page
 * made before a rename keeps leading to the category, whatever it is called now. The storefront's
 * lookup (catalog/category-products.service.ts) reads them; these two keep them right.
 */

/** Remembers that `oldSlug` named this category; it stops naming any other. */
export async function keepOldSlug(ctx: Ctx, oldSlug: string, categoryId: string): Promise<void> {
  await forgetOldSlug(ctx, oldSlug);
  await ctx.db
    .insertInto('categorySlugRedirects')
    .values({ oldSlug, categoryId, createdAt: nowIso() })
    .execute();
}

/** A slug a category now carries is no longer anyone's old slug: the live category wins. */
export async function forgetOldSlug(ctx: Ctx, slug: string): Promise<void> {
  await ctx.db.deleteFrom('categorySlugRedirects').where('oldSlug', '=', slug).execute();
}
