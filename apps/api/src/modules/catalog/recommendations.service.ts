import type { ProductSummary } from '@store/shared/schemas/product';
import type { Db } from '../../db/connect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Ctx } from '../../lib/context.ts';
import { selectProductSummaries, toProductSummary } from './product-mapper.ts';
import type { Viewer } from './views.service.ts';

/**
 * Best-liked first: in stock, then rating, then how many reviewed it; ties by id in the same direction,
 * so an index of migration 0018 yields the order as it is walked instead of sorting the catalogue.
 */
function bestFirst<T extends ReturnType<typeof selectProductSummaries>>(q: T): T {
  return q
    .orderBy('p.inStock', 'desc')
    .orderBy('p.rating', 'desc')
    .orderBy('p.reviewCount', 'desc')
    .orderBy('p.id', 'desc') as T;
}

async function byIds(ctx: Ctx, ids: string[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await selectProductSummaries(ctx.db).where('p.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [toProductSummary(byId.get(id)!, ctx.lang)] : []));
}

async function topUp(
  ctx: Ctx,
  have: ProductSummary[],
  exclude: string[],
  limit: number,
  categoryId?: string,
) {
  if (have.length >= limit) return have.slice(0, limit);
  const skip = [...exclude, ...have.map((p) => p.id)];
  const rows = await bestFirst(selectProductSummaries(ctx.db))
    .$if(categoryId !== undefined, (q) => q.where('p.categoryId', '=', categoryId!))
    .$if(skip.length > 0, (q) => q.where('p.id', 'not in', skip))
    .limit(limit - have.length)
    .execute();
  return [...have, ...rows.map((r) => toProductSummary(r, ctx.lang))];
}

const categoryOf = preparedQuery((db: Db, productId: string) =>
  db.selectFrom('products').select('categoryId').where('id', '=', productId),
);

/** Products seen in the same sessions as this one, the most often first. */
const alsoViewed = preparedQuery((db: Db, productId: string, limit: number) =>
  db
    .selectFrom('productViews as mine')
    .innerJoin('productViews as other', (join) =>
      join.onRef('other.sessionId', '=', 'mine.sessionId').onRef('other.productId', '<>', 'mine.productId'),
    )
    .select((eb) => ['other.productId', eb.fn.countAll<number>().as('n')])
    .where('mine.productId', '=', productId)
    .groupBy('other.productId')
    .orderBy('n', 'desc')
    .orderBy('other.productId')
    .limit(limit),
);

/**
 * For a product page: what visitors who viewed this product also viewed, then the best of the same
 * category, then the best of the store. Never the product itself.
 */
export async function recommendationsFor(
  ctx: Ctx,
  productId: string,
  limit: number,
): Promise<ProductSummary[]> {
  const [product] = await categoryOf(ctx.db, productId);
  const coViewed = await alsoViewed(ctx.db, productId, limit);
  let list = await byIds(
    ctx,
    coViewed.map((r) => r.productId),
  );
  list = await topUp(ctx, list, [productId], limit, product?.categoryId);
  return topUp(ctx, list, [productId], limit);
}

/** For the visitor: the best of the categories they looked at lately, then the best of the store. */
export async function recommendationsForVisitor(
  ctx: Ctx,
  viewer: Viewer,
  limit: number,
): Promise<ProductSummary[]> {
  const viewed =
    viewer.userId || viewer.sessionId
      ? await ctx.db
          .selectFrom('productViews as v')
          .innerJoin('products as p', 'p.id', 'v.productId')
          .select(['v.productId', 'p.categoryId'])
          .$if(viewer.userId !== null, (q) => q.where('v.userId', '=', viewer.userId!))
          .$if(viewer.userId === null, (q) => q.where('v.sessionId', '=', viewer.sessionId!))
          .orderBy('v.createdAt', 'desc')
          .limit(20)
          .execute()
      : [];
  const seen = viewed.map((v) => v.productId);
  let list: ProductSummary[] = [];
  for (const categoryId of new Set(viewed.map((v) => v.categoryId))) {
    list = await topUp(ctx, list, seen, Math.min(limit, list.length + Math.ceil(limit / 2)), categoryId);
  }
  return topUp(ctx, list, seen, limit);
}
