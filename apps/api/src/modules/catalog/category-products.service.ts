import { categorySlug } from '@store/shared/slug';
import type { z } from 'zod';
import type { categoryProductsQuerySchema } from '@store/shared/schemas/catalog';
import type { Ctx } from '../../lib/context.ts';
import { notFound } from '../../lib/app-error.ts';
import { pick } from '../../lib/i18n.ts';
import { search } from '../search/search.service.ts';

type Query = z.infer<typeof categoryProductsQuerySchema>;

/**
 * The active category a slug names: its current slug, else one it had before a rename (the admin
 * keeps old slugs in category_slug_redirects), so old links still lead to it. The answer carries the
 * current slug; the web page moves its address there.
 */
async function findActiveCategory(ctx: Ctx, slug: string) {
  const columns = ['c.slug', 'c.nameEn', 'c.nameFr'] as const;
  const current = await ctx.db
    .selectFrom('categories as c')
    .select(columns)
    .where('c.slug', '=', slug)
    .where('c.isActive', '=', 1)
    .executeTakeFirst();
  return (
    current ??
    ctx.db
      .selectFrom('categorySlugRedirects as r')
      .innerJoin('categories as c', 'c.id', 'r.categoryId')
      .select(columns)
      .where('r.oldSlug', '=', slug)
      .where('c.isActive', '=', 1)
      .executeTakeFirst()
  );
}

/**
 * A category page: the category's name in the asked language and a page of its active products (the
 * search engine's browse mode, so sorting and paging behave as on the search pages). The path may name
 * the category by slug or by name in either language.
 */
export async function categoryProducts(ctx: Ctx, slugOrName: string, query: Query) {
  // Fastify has already decoded the path once; decoding again would turn a literal '%' into an error.
  const category = await findActiveCategory(ctx, categorySlug(slugOrName));
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
