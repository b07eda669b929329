import type { Category } from '@store/shared/schemas/content';
import type { ProductSummary } from '@store/shared/schemas/product';
import type { Db } from '../../db/connect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import { activeCategoriesWithCounts, selectProductSummaries, toProductSummary } from './product-mapper.ts';

/** How many featured products the home carousel gets at most. */
const FEATURED_LIMIT = 24;

const CATEGORY_COLUMNS = [
  'c.id',
  'c.slug',
  'c.nameEn',
  'c.nameFr',
  'c.descriptionEn',
  'c.descriptionFr',
  'c.image',
  'c.icon',
  'c.sortOrder',
] as const;

function categoriesInOrder(db: Db) {
  return activeCategoriesWithCounts(db)
    .select([...CATEGORY_COLUMNS, 'n.activeCount as productCount', 'n.featuredCount'])
    .orderBy('c.sortOrder')
    .orderBy('c.slug');
}
const allCategories = preparedQuery((db: Db) => categoriesInOrder(db));
const firstCategories = preparedQuery((db: Db, limit: number) => categoriesInOrder(db).limit(limit));

/** Active categories in display order, each with its count of active products (kept by triggers). */
export async function listCategories(ctx: Ctx, limit?: number): Promise<Category[]> {
  const rows = await (limit === undefined ? allCategories(ctx.db) : firstCategories(ctx.db, limit));
  return rows.map((r) => {
    const productCount = Number(r.productCount);
    return {
      _id: r.id,
      id: r.id,
      name: pick(ctx.lang, r.nameEn, r.nameFr),
      slug: r.slug,
      description: pick(ctx.lang, r.descriptionEn, r.descriptionFr),
      image: r.image,
      icon: r.icon,
      order: r.sortOrder,
      productCount,
      count: productCount,
      featured: Number(r.featuredCount ?? 0) > 0,
    };
  });
}

const featuredProducts = preparedQuery((db: Db) =>
  selectProductSummaries(db)
    .where('p.featured', '=', 1)
    .orderBy('p.createdAt', 'desc')
    // The same direction as the date: index products_featured_newest then yields the order directly.
    .orderBy('p.id', 'desc')
    .limit(FEATURED_LIMIT),
);

/** Featured, active products for the home carousel, newest first. */
export async function listFeaturedProducts(ctx: Ctx): Promise<ProductSummary[]> {
  const rows = await featuredProducts(ctx.db);
  return rows.map((r) => toProductSummary(r, ctx.lang));
}
