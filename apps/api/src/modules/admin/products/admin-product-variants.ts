import { toCents } from '@store/shared/money';
import type { AdminProductInput } from '@store/shared/schemas/admin-products';
import { newId } from '../../../db/ids.ts';
import { flag, isUniqueViolation, nowIso } from '../../../db/dialect.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Ctx } from '../../../lib/context.ts';
import { changeStock } from '../../inventory/index.ts';

type VariantInput = AdminProductInput['variants'][number];

export const skuTaken = (sku: string) =>
  new AppError(409, 'SKU_TAKEN', `SKU "${sku}" is already used by another product`, { sku });

/**
 * Stock is refused, not clamped, when it would fall below what checkouts in progress hold: clamping
 * would store a number nobody typed, while the refusal says why (the holds end within minutes, when
 * the payment completes or expires). The stock is set through changeStock, whose guard carries the
 * same condition, so a hold taken between the check and the write cannot slip under it either.
 */
export const belowReserved = (what: string, reserved: number) =>
  new AppError(
    409,
    'STOCK_BELOW_RESERVED',
    `Stock of ${what} cannot go below ${reserved}: checkouts in progress hold ${reserved} unit(s)`,
    { reserved },
  );

/**
 * A SKU an archived product holds: its variants stay (order lines and stock history point at them),
 * so the SKU stays taken; the answer names the product, which can be restored to change it.
 */
const skuTakenByArchived = (sku: string, product: { id: string; name: string }) =>
  new AppError(
    409,
    'SKU_TAKEN_ARCHIVED',
    `SKU "${sku}" belongs to the archived product "${product.name}": restore it to use or change it`,
    { sku, product: product.name, productId: product.id },
  );

/** SKUs must be unique in the shop: twice in one product, or on another product, is a 409. */
export async function checkSkus(
  ctx: Ctx,
  productId: string,
  variants: readonly VariantInput[],
): Promise<void> {
  const seen = new Set<string>();
  for (const v of variants) {
    if (seen.has(v.sku))
      throw new AppError(409, 'SKU_TAKEN', `SKU "${v.sku}" is used twice in this product`, { sku: v.sku });
    seen.add(v.sku);
  }
  if (!variants.length) return;
  const taken = await ctx.db
    .selectFrom('productVariants as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .select(['v.sku', 'p.id', 'p.nameEn', 'p.isActive'])
    .where('v.sku', 'in', [...seen])
    .where('v.productId', '!=', productId)
    .executeTakeFirst();
  if (taken?.isActive === 0) throw skuTakenByArchived(taken.sku, { id: taken.id, name: taken.nameEn });
  if (taken) throw skuTaken(taken.sku);
}

function variantColumns(v: VariantInput, position: number) {
  return {
    sku: v.sku,
    name: v.name,
    priceCents: toCents(v.price),
    originalPriceCents:
      v.originalPrice === null || v.originalPrice === undefined ? null : toCents(v.originalPrice),
    stockQuantity: v.stock.quantity,
    lowStockThreshold: v.stock.lowStockThreshold,
    size: v.attributes.size || null,
    color: v.attributes.color || null,
    material: v.attributes.material || null,
    style: v.attributes.style || null,
    position,
    isActive: flag(v.isActive),
    updatedAt: nowIso(),
  };
}

/**
 * Makes the product's variants the given list, matched by SKU (admin §4: editing replaces the variant
 * with the same SKU). A kept SKU keeps its variant id, which carts, stock holds and order lines refer
 * to; a new SKU is a new variant; a dropped one is deleted (order lines keep their own copy of its
 * SKU and name), unless a checkout in progress holds some of it.
 */
export async function replaceVariants(
  ctx: Ctx,
  productId: string,
  variants: readonly VariantInput[],
): Promise<void> {
  const existing = await ctx.db
    .selectFrom('productVariants')
    .select(['id', 'sku', 'stockReserved'])
    .where('productId', '=', productId)
    .execute();
  const wanted = new Set(variants.map((v) => v.sku));
  for (const old of existing) {
    if (wanted.has(old.sku)) continue;
    if (old.stockReserved > 0) {
      throw new AppError(
        409,
        'STOCK_BELOW_RESERVED',
        `Variant ${old.sku} cannot be removed: checkouts in progress hold ${old.stockReserved} unit(s)`,
        { sku: old.sku, reserved: old.stockReserved },
      );
    }
    await ctx.db.deleteFrom('productVariants').where('id', '=', old.id).execute();
  }
  const bySku = new Map(existing.map((v) => [v.sku, v]));
  for (const [position, v] of variants.entries()) {
    const columns = variantColumns(v, position);
    const old = bySku.get(v.sku);
    try {
      if (old) {
        const { stockQuantity, ...rest } = columns;
        await ctx.db.updateTable('productVariants').set(rest).where('id', '=', old.id).execute();
        const row = { productId, variantId: old.id };
        if (!(await changeStock(ctx, row, { set: stockQuantity }))) {
          throw belowReserved(`variant ${v.sku}`, old.stockReserved);
        }
      } else {
        await ctx.db
          .insertInto('productVariants')
          .values({ id: newId(), productId, ...columns, createdAt: nowIso() })
          .execute();
      }
    } catch (error) {
      // Another product took the SKU between the check and this write.
      if (isUniqueViolation(error)) throw skuTaken(v.sku);
      throw error;
    }
  }
}
