import { discountPercent, toDollars } from '@store/shared/money';
import type { AdminProduct, AdminProductRow, AdminVariant } from '@store/shared/schemas/admin-products';
import type { Db } from '../../../db/connect.ts';
import type { Ctx } from '../../../lib/context.ts';
import { productsWithCategory } from '../../catalog/product-mapper.ts';
import { loadProductParts, type ProductVariantRow } from '../../catalog/product-parts.ts';
import { productNotFound } from '../../catalog/product.service.ts';

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
  'p.createdAt',
  'p.categoryId',
  'c.nameEn as categoryName',
] as const;

/** Products the admin manages: archived ones (is_active = 0, kept for their orders) are gone for it too. */
export function adminProductRows(db: Db) {
  return productsWithCategory(db).select(ROW_COLUMNS).where('p.isActive', '=', 1);
}

type RowData = Awaited<ReturnType<ReturnType<typeof adminProductRows>['executeTakeFirstOrThrow']>>;

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
    createdAt: row.createdAt,
  };
}

/** One list row, or 404 for an unknown or archived product. */
export async function getAdminRow(ctx: Ctx, id: string): Promise<AdminProductRow> {
  const row = await adminProductRows(ctx.db).where('p.id', '=', id).executeTakeFirst();
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

/** Everything the edit form shows of a product, or 404 for an unknown or archived one. */
export async function getAdminProduct(ctx: Ctx, id: string): Promise<AdminProduct> {
  const row = await adminProductRows(ctx.db)
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
