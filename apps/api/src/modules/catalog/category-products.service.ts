import { categorySlug } from '@store/shared/slug';
import type { z } from 'zod';
import type { categoryProductsQuerySchema } from '@store/shared/schemas/catalog';
import type { Db } from '../../db/connect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Ctx } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { pick } from '../../lib/i18n.ts';
import { type ProductFacts, productFacts } from '../product-index/index.ts';
import { categoryOrder, keyAt, startAfter } from './category-orders.ts';
import { decodeCursor, encodeCursor } from './category-sorts.ts';
import { cardAt } from './product-cards.ts';
import type { SlotLists } from './slot-lists.ts';

type Query = z.infer<typeof categoryProductsQuerySchema>;

/** The category a slug had before a rename (the admin keeps old slugs in category_slug_redirects). */
const renamedFrom = preparedQuery((db: Db, slug: string) =>
  db.selectFrom('categorySlugRedirects').select('categoryId').where('oldSlug', '=', slug),
);

/**
 * The active category a slug names, from those the facts keep: its current slug, else one it had
 * before a rename, so old links still lead to it. The answer carries the current slug; the web page
 * moves its address there.
 */
async function findActiveCategory(ctx: Ctx, facts: ProductFacts, slug: string) {
  const current = facts.categories.find((c) => c.slug === slug);
  if (current) return current;
  const [renamed] = await renamedFrom(ctx.db, slug);
  return renamed ? facts.categories.find((c) => c.id === renamed.categoryId) : undefined;
}

/**
 * A category page: the category's name in the asked language and a page of its active products. The
 * path may name the category by slug or by name in either language. Pages keep the spec's numbers;
 * inside, a page is a slice of the category's order kept in memory (category-orders.ts), never rows
 * counted in the database, and `after` (the previous page's `nextCursor`) starts it after a row's key,
 * so that walking the pages while products change shows each product once. The cards come from the
 * facts in memory too (product-cards.ts): a page reads only whether products or categories changed.
 */
export async function categoryProducts(ctx: Ctx, lists: SlotLists, slugOrName: string, query: Query) {
  // Fastify has already decoded the path once; decoding again would turn a literal '%' into an error.
  const facts = await productFacts(ctx.db);
  const category = await findActiveCategory(ctx, facts, categorySlug(slugOrName));
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
