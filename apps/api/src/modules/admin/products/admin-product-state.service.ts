import { salePriceCents } from '@store/shared/money';
import type { AdminProductRow } from '@store/shared/schemas/admin-products';
import { sql } from 'kysely';
import { flag, nowIso } from '../../../db/dialect.ts';
import { conflict } from '../../../lib/app-error.ts';
import type { Ctx } from '../../../lib/context.ts';
import { reindexProducts } from '../../product-index/index.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireCategoryId } from './admin-product-list.service.ts';
import { adminProductRows, getAdminRow, toAdminRow } from './admin-product-read.ts';

/** Flips featured or in-stock (admin §4: toggled directly), with its audit entry. */
export async function toggleProductFlag(
  ctx: Ctx,
  id: string,
  field: 'featured' | 'inStock',
): Promise<AdminProductRow> {
  const before = await getAdminRow(ctx, id);
  const flip =
    field === 'featured' ? { featured: sql<0 | 1>`1 - featured` } : { inStock: sql<0 | 1>`1 - in_stock` };
  await ctx.db
    .updateTable('products')
    .set({ ...flip, updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
  const after = await getAdminRow(ctx, id);
  const action = field === 'featured' ? 'product.toggle-featured' : 'product.toggle-stock';
  await recordAudit(ctx, { action, entityType: 'product', entityId: id, before, after });
  return after;
}

export type RemovalOutcome = 'deleted' | 'archived';

/**
 * Removes a product the way its history allows: one that appears in an order, or that a checkout in
 * progress holds, is archived (is_active = 0: gone from the storefront, listed under the panel's
 * Archived filter, read-only until restored, its order lines still pointing at it); any other is deleted, its gallery, specifications, variants, cart
 * lines, favourites and views going with it (ON DELETE CASCADE) and its search row with the reindex.
 */
export async function removeProduct(ctx: Ctx, id: string): Promise<RemovalOutcome> {
  const before = await getAdminRow(ctx, id);
  const [ordered, held] = await Promise.all([
    ctx.db.selectFrom('orderItems').select('id').where('productId', '=', id).limit(1).executeTakeFirst(),
    ctx.db
      .selectFrom('stockReservations')
      .select('id')
      .where('productId', '=', id)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const outcome: RemovalOutcome = ordered || held ? 'archived' : 'deleted';
  if (outcome === 'archived') {
    await ctx.db
      .updateTable('products')
      .set({ isActive: 0, updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
  } else {
    await ctx.db.deleteFrom('products').where('id', '=', id).execute();
  }
  await reindexProducts(ctx.db, [id]);
  await recordAudit(ctx, {
    action: outcome === 'archived' ? 'product.archive' : 'product.delete',
    entityType: 'product',
    entityId: id,
    before,
    after: outcome === 'archived' ? await getAdminRow(ctx, id, 'any') : null,
  });
  return outcome;
}

/** Brings an archived product back to the shop and the panel's list, with its audit entry. */
export async function restoreProduct(ctx: Ctx, id: string): Promise<AdminProductRow> {
  const before = await getAdminRow(ctx, id, 'any');
  if (!before.archived) {
    throw conflict(`Product "${before.name}" is not archived`, 'PRODUCT_NOT_ARCHIVED');
  }
  await ctx.db
    .updateTable('products')
    .set({ isActive: 1, updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
  await reindexProducts(ctx.db, [id]);
  const after = await getAdminRow(ctx, id);
  await recordAudit(ctx, { action: 'product.restore', entityType: 'product', entityId: id, before, after });
  return after;
}

/** Bulk delete (admin §7): each product by the same rule; unknown or already removed ids are skipped. */
export async function removeProducts(
  ctx: Ctx,
  ids: readonly string[],
): Promise<{ deleted: number; archived: number; productIds: string[] }> {
  const present = await ctx.db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('isActive', '=', 1)
    .orderBy('id')
    .execute();
  const counts = { deleted: 0, archived: 0, productIds: present.map((p) => p.id) };
  for (const { id } of present) counts[await removeProduct(ctx, id)] += 1;
  return counts;
}

export interface BulkChanges {
  featured?: boolean | undefined;
  inStock?: boolean | undefined;
  category?: string | undefined;
  discount?: number | undefined;
}

/**
 * The prices that put something `percent` off: off its original price, or off its price when it has
 * none (that price becomes the original). 0 ends a sale: the original price is the price again. A
 * price never goes below a cent, and an original price that would not be above it is dropped.
 */
function discountedPrices(row: { priceCents: number; originalPriceCents: number | null }, percent: number) {
  const original = row.originalPriceCents ?? row.priceCents;
  const priceCents = Math.max(1, salePriceCents(original, percent));
  return { priceCents, originalPriceCents: priceCents < original ? original : null };
}

/**
 * Bulk discount: sets the price of every listed product and of each of its variants from its original
 * price, so the percent every page computes from the two prices is the one asked for.
 */
async function applyDiscount(ctx: Ctx, ids: readonly string[], percent: number): Promise<void> {
  const updatedAt = nowIso();
  const columns = ['id', 'priceCents', 'originalPriceCents'] as const;
  const priced = [
    ['products', await ctx.db.selectFrom('products').select(columns).where('id', 'in', ids).execute()],
    [
      'productVariants',
      await ctx.db.selectFrom('productVariants').select(columns).where('productId', 'in', ids).execute(),
    ],
  ] as const;
  for (const [table, rows] of priced) {
    for (const row of rows) {
      const prices = discountedPrices(row, percent);
      await ctx.db
        .updateTable(table)
        .set({ ...prices, updatedAt })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

/** Bulk update (admin §7): the same changes on every listed product, one audit entry each. */
export async function updateProducts(
  ctx: Ctx,
  ids: readonly string[],
  changes: BulkChanges,
): Promise<string[]> {
  const categoryId =
    changes.category === undefined ? undefined : await requireCategoryId(ctx.db, changes.category);
  const rowsOf = async () =>
    (
      await adminProductRows(ctx.db)
        .where('p.id', 'in', [...new Set(ids)])
        .orderBy('p.id')
        .execute()
    ).map(toAdminRow);
  const before = await rowsOf();
  const updated = before.map((p) => p._id);
  if (!updated.length) return updated;
  await ctx.db
    .updateTable('products')
    .set({
      ...(changes.featured === undefined ? {} : { featured: flag(changes.featured) }),
      ...(changes.inStock === undefined ? {} : { inStock: flag(changes.inStock) }),
      ...(categoryId === undefined ? {} : { categoryId }),
      updatedAt: nowIso(),
    })
    .where('id', 'in', updated)
    .execute();
  if (changes.discount !== undefined) await applyDiscount(ctx, updated, changes.discount);
  const after = new Map((await rowsOf()).map((p) => [p._id, p]));
  for (const was of before) {
    const now = after.get(was._id) ?? null;
    await recordAudit(ctx, {
      action: 'product.bulk-update',
      entityType: 'product',
      entityId: was._id,
      before: was,
      after: now,
    });
  }
  // A new category changes what the index holds (category names are searchable).
  if (categoryId !== undefined) await reindexProducts(ctx.db, updated);
  return updated;
}
