import { discountPercent, toDollars } from '@store/shared/money';
import type { AdminProduct, AdminProductRow, AdminVariant } from '@store/shared/schemas/admin-products';
import type { Db } from '../../../db/connect.ts';
import type { Ctx } from '../../../lib/context.ts';
import { productsWithCategory, productNotFound } from '../../catalog/index.ts';
import { loadProductParts, type ProductVariantRow } from '../../product-index/index.ts';

/** Columns of a list row (products as p, categories as c). */
const ROW_COLUMNS = [
  'p.id',
  'p.nameEn',
  'p.nameFr',
  'p.descriptionEn',
  'p.priceCents',
  'p.originalPriceCents',
  'p.image',
  'p.rating',
  'p.reviewCount',
  'p.inStock',
  'p.featured',
  'p.isActive',
  'p.createdAt',
  'p.categoryId',
  'c.nameEn as categoryName',
] as const;

/** Every product's list row, archived ones (is_active = 0, kept for their orders) included. */
export function allProductRows(db: Db) {
  return productsWithCategory(db).select(ROW_COLUMNS);
}

/** Products the admin can change: archived ones are read-only until restored. */
export function adminProductRows(db: Db) {
  return allProductRows(db).where('p.isActive', '=', 1);
}

type RowData = Awaited<ReturnType<ReturnType<typeof allProductRows>['executeTakeFirstOrThrow']>>;

/** A products-table row as the admin sees it: English texts, dollars, the category's name. */
export function toAdminRow(row: RowData): AdminProductRow {
  return {
    _id: row.id,
    name: row.nameEn,
    nameFr: row.nameFr,
    description: row.descriptionEn,
    category: row.categoryName,
    categoryId: row.categoryId,
    price: toDollars(row.priceCents),
    originalPrice: row.originalPriceCents === null ? null : toDollars(row.originalPriceCents),
    discount: discountPercent(row.priceCents, row.originalPriceCents),
    image: row.image,
    rating: row.rating,
    reviews: row.reviewCount,
    inStock: row.inStock === 1,
    featured: row.featured === 1,
    archived: row.isActive === 0,
    createdAt: row.createdAt,
  };
}

/** Which products a read finds: the ones the admin can change, or archived ones too. */
export type ProductScope = 'active' | 'any';

const rowsIn = (db: Db, scope: ProductScope) => (scope === 'any' ? allProductRows(db) : adminProductRows(db));

/** One list row, or 404 for an unknown product (or an archived one, in the 'active' scope). */
export async function getAdminRow(
  ctx: Ctx,
  id: string,
  scope: ProductScope = 'active',
): Promise<AdminProductRow> {
  const row = await rowsIn(ctx.db, scope).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw productNotFound();
  return toAdminRow(row);
}

function toAdminVariant(v: ProductVariantRow): AdminVariant {
  return {
    _id: v.id,
    sku: v.sku,
    name: v.name,
    price: toDollars(v.priceCents),
    originalPrice: v.originalPriceCents === null ? null : toDollars(v.originalPriceCents),
    discount: discountPercent(v.priceCents, v.originalPriceCents),
    stock: { quantity: v.stockQuantity, reserved: v.stockReserved, lowStockThreshold: v.lowStockThreshold },
    attributes: { size: v.size, color: v.color, material: v.material, style: v.style },
    isActive: v.isActive === 1,
  };
}

/**
 * Everything the edit form shows of a product, or 404 for an unknown one (or an archived one, in the
 * 'active' scope that writes use).
 */
export async function getAdminProduct(
  ctx: Ctx,
  id: string,
  scope: ProductScope = 'active',
): Promise<AdminProduct> {
  const row = await rowsIn(ctx.db, scope)
    .select([
      'p.descriptionFr',
      'p.detailedDescriptionEn',
      'p.detailedDescriptionFr',
      'p.stockQuantity',
      'p.stockReserved',
      'p.updatedAt',
      'c.slug as categorySlug',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw productNotFound();
  const { imageUrls, specifications: specs, variants } = await loadProductParts(ctx.db, id);
  return {
    ...toAdminRow(row),
    descriptionFr: row.descriptionFr,
    detailedDescription: row.detailedDescriptionEn,
    detailedDescriptionFr: row.detailedDescriptionFr,
    categorySlug: row.categorySlug,
    images: imageUrls,
    stock: { quantity: row.stockQuantity, reserved: row.stockReserved },
    specifications: Object.fromEntries(specs.map((s) => [s.nameEn, s.valueEn])),
    specificationsFr: Object.fromEntries(
      specs
        .filter((s) => s.nameFr || s.valueFr)
        .map((s) => [s.nameEn, { name: s.nameFr ?? '', value: s.valueFr ?? '' }]),
    ),
    variants: variants.map(toAdminVariant),
    updatedAt: row.updatedAt,
  };
}
