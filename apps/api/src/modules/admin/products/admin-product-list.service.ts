import { adminPagination } from '@store/shared/schemas/admin-common';
import type { AdminProductsResponse } from '@store/shared/schemas/admin-products';
import { categorySlug } from '@store/shared/slug';
import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { badRequest } from '../../../lib/app-error.ts';
import type { Ctx } from '../../../lib/context.ts';
import { matchingIds } from '../../product-index/index.ts';
import { queryTerms } from '../../search/index.ts';
import { allProductRows, toAdminRow } from './admin-product-read.ts';

export interface AdminListFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  category?: string | undefined;
  featured?: boolean | undefined;
  inStock?: boolean | undefined;
  archived?: boolean | undefined;
}

/**
 * The category a form or filter names: its id, slug, or name in either language (any case); null when
 * none matches. There are a handful of categories, so one small query does.
 */
export async function findCategoryId(db: Db, ref: string): Promise<string | null> {
  const wanted = ref.trim();
  const lower = wanted.toLowerCase();
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', wanted),
        eb('slug', '=', categorySlug(wanted)),
        eb(eb.fn('lower', ['nameEn']), '=', lower),
        eb(eb.fn('lower', ['nameFr']), '=', lower),
      ]),
    )
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The category a product body names, or a 400 the form shows under its category field. */
export async function requireCategoryId(db: Db, ref: string): Promise<string> {
  const id = await findCategoryId(db, ref);
  if (!id) throw badRequest(`Unknown category: ${ref}`, 'CATEGORY_NOT_FOUND');
  return id;
}

/**
 * Ids of the products whose words match (full-text index) or that have a variant with this exact SKU,
 * as one list: one `id in (…)` probe per match instead of an OR that would test every product.
 */
function searchedIds(db: Db, terms: readonly string[], sku: string) {
  const bySku = sql<string>`select product_id from product_variants where sku = ${sku}`;
  if (!terms.length) return sql<string>`(${bySku})`;
  return sql<string>`(select m.product_id from ${matchingIds(db, terms, true)} as m union ${bySku})`;
}

/**
 * Products as the admin list filters them. Search goes through the full-text index (words of the
 * names, descriptions, category and specifications, as prefixes) or a variant's exact SKU, never a
 * LIKE scan of 100,000 rows.
 */
function filteredProducts(db: Db, f: AdminListFilters, categoryId: string | null) {
  const terms = queryTerms(f.search ?? '');
  const sku = f.search?.trim() ?? '';
  return db
    .selectFrom('products as p')
    .where('p.isActive', '=', f.archived ? 0 : 1)
    .$if(categoryId !== null, (q) => q.where('p.categoryId', '=', categoryId!))
    .$if(f.featured !== undefined, (q) => q.where('p.featured', '=', f.featured ? 1 : 0))
    .$if(f.inStock !== undefined, (q) => q.where('p.inStock', '=', f.inStock ? 1 : 0))
    .$if(sku !== '', (q) => q.where('p.id', 'in', searchedIds(db, terms, sku)));
}

/**
 * GET /api/admin/products: newest first, `limit` a page. The page's ids come from the list index alone
 * (a deep page skips index entries, not table rows), then only those rows are read with their category.
 */
export async function listAdminProducts(ctx: Ctx, f: AdminListFilters): Promise<AdminProductsResponse> {
  const wantsCategory = f.category !== undefined && f.category !== '' && f.category !== 'all';
  const categoryId = wantsCategory ? await findCategoryId(ctx.db, f.category!) : null;
  if (wantsCategory && categoryId === null) {
    return { products: [], pagination: adminPagination(f.page, f.limit, 0) };
  }
  const filtered = filteredProducts(ctx.db, f, categoryId);
  const count = async () =>
    Number((await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const pageOf = filtered
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  let page: { id: string }[];
  let total: number;
  if (f.search?.trim()) {
    // Matches must all be found and sorted anyway, so one pass counts them too (the full-text match
    // is the costly part); past the last page no row carries the count, and it is asked for alone.
    const rows = await pageOf.select((eb) => ['p.id', eb.fn.countAll<number>().over().as('total')]).execute();
    page = rows;
    total = rows[0] ? Number(rows[0].total) : await count();
  } else {
    // Unfiltered by words, a page is a short walk of an index in list order, which a window count
    // would turn into reading every row: the count is its own index-only query.
    [total, page] = await Promise.all([count(), pageOf.select('p.id').execute()]);
  }
  const ids = page.map((r) => r.id);
  const rows = ids.length ? await allProductRows(ctx.db).where('p.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    products: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toAdminRow(row)] : [];
    }),
    pagination: adminPagination(f.page, f.limit, total),
  };
}
