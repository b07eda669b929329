import type { AdminCategory, CategoryFormValues } from '@store/shared/schemas/admin-categories';
import { nameKey } from '@store/shared/slug';
import { sql } from 'kysely';
import { newId } from '../../../db/ids.ts';
import { flag, isUniqueViolation, needsRowLocks, nowIso, serializeWriters } from '../../../db/dialect.ts';
import { AppError, conflict, notFound } from '../../../lib/app-error.ts';
import type { Ctx } from '../../../lib/context.ts';
import { reindexProducts } from '../../product-index/index.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { forgetOldSlug, keepOldSlug } from './category-slugs.service.ts';

/** A checked category body: the form's fields, `order` left out when a new one takes the default. */
export type CategoryInput = Omit<CategoryFormValues, 'order'> & { order?: number };

const CATEGORY_NOT_FOUND = () => notFound('Category not found', 'CATEGORY_NOT_FOUND');

function slugTaken(slug: string) {
  return conflict(`A category with the slug "${slug}" already exists`, 'CATEGORY_SLUG_TAKEN', { slug });
}

/** Categories with their product counts, in display order; one category when `id` is given. */
function selectCategories(ctx: Ctx) {
  return ctx.db
    .selectFrom('categories as c')
    .selectAll('c')
    .select((eb) => [
      eb
        .selectFrom('products as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.categoryId', '=', 'c.id')
        .as('productCount'),
      eb
        .selectFrom('products as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.categoryId', '=', 'c.id')
        .where('p.featured', '=', 1)
        .where('p.isActive', '=', 1)
        .as('featuredCount'),
    ]);
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['executeTakeFirstOrThrow']>>;

function toAdminCategory(r: CategoryRow): AdminCategory {
  return {
    _id: r.id,
    id: r.id,
    name: r.nameEn,
    nameFr: r.nameFr,
    slug: r.slug,
    description: r.descriptionEn,
    descriptionFr: r.descriptionFr,
    image: r.image,
    icon: r.icon,
    order: r.sortOrder,
    isActive: r.isActive === 1,
    featuredCount: Number(r.featuredCount ?? 0),
    productCount: Number(r.productCount ?? 0),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** What the audit log keeps of a category: its editable fields, not the counts. */
function auditSnapshot(c: AdminCategory) {
  return {
    name: c.name,
    nameFr: c.nameFr,
    slug: c.slug,
    description: c.description,
    descriptionFr: c.descriptionFr,
    image: c.image,
    icon: c.icon,
    order: c.order,
    isActive: c.isActive,
  };
}

/** Every category, active or not, in display order (admin §7 GET /admin/categories). */
export async function listAdminCategories(ctx: Ctx): Promise<AdminCategory[]> {
  const rows = await selectCategories(ctx).orderBy('c.sortOrder').orderBy('c.slug').execute();
  return rows.map(toAdminCategory);
}

async function findCategory(ctx: Ctx, id: string): Promise<AdminCategory | null> {
  const row = await selectCategories(ctx).where('c.id', '=', id).executeTakeFirst();
  return row ? toAdminCategory(row) : null;
}

async function assertSlugFree(ctx: Ctx, slug: string, exceptId: string | null): Promise<void> {
  let query = ctx.db.selectFrom('categories').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw slugTaken(slug);
}

/**
 * Products and filters name a category by its name, in either language, so no two categories may
 * share one: each name of the input is compared with both names of every other category, case,
 * accents and spacing aside. Writers take turns, so two admins cannot create the same name at once.
 */
async function assertNamesFree(ctx: Ctx, input: CategoryInput, exceptId: string | null): Promise<void> {
  await serializeWriters(ctx.db, 'category-names');
  const wanted = new Set([input.name, input.nameFr].filter((n): n is string => Boolean(n)).map(nameKey));
  let others = ctx.db.selectFrom('categories').select(['nameEn', 'nameFr']).orderBy('sortOrder');
  if (exceptId) others = others.where('id', '!=', exceptId);
  for (const other of await others.execute()) {
    if ([other.nameEn, other.nameFr].some((n) => n && wanted.has(nameKey(n)))) {
      throw new AppError(409, 'CATEGORY_NAME_TAKEN', `A category named "${other.nameEn}" already exists`, {
        name: other.nameEn,
      });
    }
  }
}

/** The columns a category form writes. */
function columnsOf(input: CategoryInput) {
  return {
    slug: input.slug,
    nameEn: input.name,
    nameFr: input.nameFr,
    descriptionEn: input.description,
    descriptionFr: input.descriptionFr,
    image: input.image,
    icon: input.icon,
    isActive: flag(input.isActive),
  };
}

/** A unique-index race lost to another writer is the same 409 as the check before it. */
async function writing<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** Creates a category; its order defaults to the current number of categories (admin §5). */
export async function createCategory(ctx: Ctx, input: CategoryInput): Promise<AdminCategory> {
  await assertSlugFree(ctx, input.slug, null);
  await assertNamesFree(ctx, input, null);
  const order =
    input.order ??
    Number(
      (
        await ctx.db
          .selectFrom('categories')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const id = newId();
  const now = nowIso();
  await writing(input.slug, () =>
    ctx.db
      .insertInto('categories')
      .values({ id, ...columnsOf(input), sortOrder: order, createdAt: now, updatedAt: now })
      .execute(),
  );
  // The slug may have been another category's before: it now names this one.
  await forgetOldSlug(ctx, input.slug);
  const created = (await findCategory(ctx, id)) as AdminCategory;
  await recordAudit(ctx, {
    action: 'category.create',
    entityType: 'category',
    entityId: id,
    before: null,
    after: auditSnapshot(created),
  });
  return created;
}

/**
 * The products whose search index holds this category's names and slug: rebuilt when those change,
 * so a search for the new name finds them. Answers their ids (for catalogueChanged).
 */
async function reindexCategoryProducts(ctx: Ctx, categoryId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('products')
    .select('id')
    .where('categoryId', '=', categoryId)
    .execute();
  const ids = rows.map((row) => row.id);
  await reindexProducts(ctx.db, ids);
  return ids;
}

/**
 * Replaces a category's fields. A new slug keeps the old one as a redirect, so links to the old
 * category page keep working (the storefront follows it to the new address). Answers the category
 * and the products whose listing changed with it (renamed or moved slug).
 */
export async function updateCategory(
  ctx: Ctx,
  id: string,
  input: CategoryInput,
): Promise<{ category: AdminCategory; productIds: string[] }> {
  const before = await findCategory(ctx, id);
  if (!before) throw CATEGORY_NOT_FOUND();
  if (input.slug !== before.slug) await assertSlugFree(ctx, input.slug, id);
  await assertNamesFree(ctx, input, id);
  await writing(input.slug, () =>
    ctx.db
      .updateTable('categories')
      .set({ ...columnsOf(input), sortOrder: input.order ?? before.order, updatedAt: nowIso() })
      .where('id', '=', id)
      .execute(),
  );
  if (input.slug !== before.slug) {
    await forgetOldSlug(ctx, input.slug);
    await keepOldSlug(ctx, before.slug, id);
  }
  const renamed = input.slug !== before.slug || input.name !== before.name || input.nameFr !== before.nameFr;
  const productIds = renamed ? await reindexCategoryProducts(ctx, id) : [];
  const after = (await findCategory(ctx, id)) as AdminCategory;
  await recordAudit(ctx, {
    action: 'category.update',
    entityType: 'category',
    entityId: id,
    before: auditSnapshot(before),
    after: auditSnapshot(after),
  });
  return { category: after, productIds };
}

/** Deletes a category no product uses; one that any product (active or not) is filed under is a 409. */
export async function deleteCategory(ctx: Ctx, id: string): Promise<void> {
  // Locked first: a product being filed under it meanwhile holds a key-share lock on the row, so the
  // count below waits for it and sees it, and the delete never trips the foreign key with a 500.
  await ctx.db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .$if(needsRowLocks(ctx.db), (q) => q.forUpdate())
    .execute();
  const before = await findCategory(ctx, id);
  if (!before) throw CATEGORY_NOT_FOUND();
  if (before.productCount > 0) {
    throw conflict(
      `This category cannot be deleted: ${before.productCount} product(s) use it`,
      'CATEGORY_IN_USE',
      { count: before.productCount },
    );
  }
  await ctx.db.deleteFrom('categorySlugRedirects').where('categoryId', '=', id).execute();
  await ctx.db.deleteFrom('categories').where('id', '=', id).execute();
  await recordAudit(ctx, {
    action: 'category.delete',
    entityType: 'category',
    entityId: id,
    before: auditSnapshot(before),
    after: null,
  });
}
