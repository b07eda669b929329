import { categorySlug } from '@store/shared/slug';
import type { z } from 'zod';
import type { categoryProductsQuerySchema } from '@store/shared/schemas/catalog';
import type { Db } from '../../db/connect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Ctx } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { pick } from '../../lib/i18n.ts';
import { productFacts } from '../search/product-facts.ts';
import { categoryOrder, keyAt, startAfter } from './category-orders.ts';
import { decodeCursor, encodeCursor } from './category-sorts.ts';
import { cardAt } from './product-cards.ts';
import { activeCategoriesWithCounts } from './product-mapper.ts';
import type { SlotLists } from './slot-lists.ts';

type Query = z.infer<typeof categoryProductsQuerySchema>;

const categoryColumns = (db: Db) =>
  activeCategoriesWithCounts(db).select(['c.id', 'c.slug', 'c.nameEn', 'c.nameFr']);
const categoryBySlug = preparedQuery((db: Db, slug: string) =>
  categoryColumns(db).where('c.slug', '=', slug),
);
const categoryByOldSlug = preparedQuery((db: Db, slug: string) =>
  categoryColumns(db)
    .innerJoin('categorySlugRedirects as r', 'r.categoryId', 'c.id')
    .where('r.oldSlug', '=', slug),
);

/**
 * The active category a slug names: its current slug, else one it had before a rename (the admin
 * keeps old slugs in category_slug_redirects), so old links still lead to it. The answer carries the
 * current slug; the web page moves its address there.
 */
async function findActiveCategory(ctx: Ctx, slug: string) {
  const [current] = await categoryBySlug(ctx.db, slug);
  return current ?? (await categoryByOldSlug(ctx.db, slug))[0];
}

/**
 * A category page: the category's name in the asked language and a page of its active products. The
 * path may name the category by slug or by name in either language. Pages keep the spec's numbers;
 * inside, a page is a slice of the category's order kept in memory (category-orders.ts), never rows
 * counted in the database, and `after` (the previous page's `nextCursor`) starts it after a row's key,
 * so that walking the pages while products change shows each product once. The cards come from the
 * facts in memory too (product-cards.ts): a page reads the category and whether products changed.
 */
export async function categoryProducts(ctx: Ctx, lists: SlotLists, slugOrName: string, query: Query) {
  // Fastify has already decoded the path once; decoding again would turn a literal '%' into an error.
  const [category, facts] = await Promise.all([
    findActiveCategory(ctx, categorySlug(slugOrName)),
    productFacts(ctx.db),
  ]);
  if (!category) throw notFound('Category not found', 'CATEGORY_NOT_FOUND');
  const after = query.after === undefined ? null : decodeCursor(query.sortBy, query.after);
  if (query.after !== undefined && after === null) {
    throw badRequest('This page link has expired. Please open the first page again.', 'INVALID_CURSOR');
  }
  const number = facts.categoryIds.indexOf(category.id);
  const order = number < 0 ? new Int32Array(0) : categoryOrder(lists, facts, number, query.sortBy);
  const total = order.length;
  const start = after ? startAfter(facts, query.sortBy, order, after) : (query.page - 1) * query.limit;
  const page = order.subarray(start, start + query.limit);
  const last = page.at(-1);
  return {
    products: Array.from(page, (slot) => cardAt(facts, slot, category, ctx.lang)),
    categoryName: pick(ctx.lang, category.nameEn, category.nameFr),
    slug: category.slug,
    total,
    page: query.page,
    totalPages: Math.ceil(total / query.limit),
    nextCursor:
      last !== undefined && start + page.length < total
        ? encodeCursor(query.sortBy, keyAt(facts, query.sortBy, last))
        : null,
  };
}
