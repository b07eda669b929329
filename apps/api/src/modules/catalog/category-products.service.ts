import { categorySlug } from '@store/shared/slug';
import type { z } from 'zod';
import type { categoryProductsQuerySchema } from '@store/shared/schemas/catalog';
import type { Ctx } from '../../lib/context.ts';
import { notFound } from '../../lib/app-error.ts';
import { pick } from '../../lib/i18n.ts';
import { search } from '../search/search.service.ts';

type Query = z.infer<typeof categoryProductsQuerySchema>;

/**
 * A category page: the category's name in the asked language and a page of its active products (the
 * search engine's browse mode, so sorting and paging behave as on the search pages). The path may name
 * the category by slug or by name in either language.
 */
export async function categoryProducts(ctx: Ctx, slugOrName: string, query: Query) {
  // Fastify has already decoded the path once; decoding again would turn a literal '%' into an error.
  const slug = categorySlug(slugOrName);
  const category = await ctx.db
    .selectFrom('categories')
    .select(['slug', 'nameEn', 'nameFr'])
    .where('slug', '=', slug)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  if (!category) throw notFound('Category not found', 'CATEGORY_NOT_FOUND');
  const result = await search(ctx, {
    lang: ctx.lang,
    q: '',
    category: category.slug,
    page: query.page,
    limit: query.limit,
    sortBy: query.sortBy,
  });
  return {
    products: result.products,
    categoryName: pick(ctx.lang, category.nameEn, category.nameFr),
    slug: category.slug,
    total: result.total,
    page: result.page,
    totalPages: result.totalPages,
  };
}
