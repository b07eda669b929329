import { toCents } from '@store/shared/money';
import type { AdminProduct, AdminProductInput } from '@store/shared/schemas/admin-products';
import { flag, nowIso } from '../../../db/dialect.ts';
import { newId } from '../../../db/ids.ts';
import type { Ctx } from '../../../lib/context.ts';
import { changeStock } from '../../inventory/index.ts';
import { reindexProducts } from '../../product-index/index.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireCategoryId } from './admin-product-list.service.ts';
import { getAdminProduct } from './admin-product-read.ts';
import { belowReserved, checkSkus, replaceVariants } from './admin-product-variants.ts';

/** Empty optional texts are stored as NULL, so the storefront falls back to English. */
const orNull = (value: string | null | undefined) => (value ? value : null);

function productColumns(input: AdminProductInput, categoryId: string) {
  return {
    categoryId,
    nameEn: input.name,
    nameFr: orNull(input.nameFr),
    descriptionEn: input.description,
    descriptionFr: orNull(input.descriptionFr),
    detailedDescriptionEn: orNull(input.detailedDescription),
    detailedDescriptionFr: orNull(input.detailedDescriptionFr),
    priceCents: toCents(input.price),
    originalPriceCents:
      input.originalPrice === null || input.originalPrice === undefined ? null : toCents(input.originalPrice),
    image: input.image,
    rating: input.rating,
    reviewCount: input.reviews,
    inStock: flag(input.inStock),
    featured: flag(input.featured),
    updatedAt: nowIso(),
  };
}

/** Gallery and specifications are small lists owned by the product: rewritten whole on every save. */
async function replaceLists(ctx: Ctx, productId: string, input: AdminProductInput): Promise<void> {
  await ctx.db.deleteFrom('productImages').where('productId', '=', productId).execute();
  const images = [...new Set(input.images.filter((url) => url && url !== input.image))];
  if (images.length) {
    await ctx.db
      .insertInto('productImages')
      .values(images.map((url, position) => ({ productId, position, url })))
      .execute();
  }
  await ctx.db.deleteFrom('productSpecifications').where('productId', '=', productId).execute();
  const specs = Object.entries(input.specifications).map(([nameEn, valueEn], position) => {
    const fr = input.specificationsFr[nameEn];
    return { productId, position, nameEn, valueEn, nameFr: orNull(fr?.name), valueFr: orNull(fr?.value) };
  });
  if (specs.length) await ctx.db.insertInto('productSpecifications').values(specs).execute();
}

/**
 * Creates (id null) or replaces a product with its gallery, specifications and variants, refreshes its
 * search index rows and records the audit entry, all in the caller's transaction. Returns the product
 * as saved; the route announces catalogueChanged after commit.
 */
export async function saveProduct(
  ctx: Ctx,
  id: string | null,
  input: AdminProductInput,
): Promise<AdminProduct> {
  const categoryId = await requireCategoryId(ctx.db, input.category);
  const before = id ? await getAdminProduct(ctx, id) : null;
  const productId = id ?? newId();
  await checkSkus(ctx, productId, input.variants);
  const columns = productColumns(input, categoryId);
  if (before) {
    const quantity = input.stock?.quantity ?? before.stock.quantity;
    await ctx.db.updateTable('products').set(columns).where('id', '=', productId).execute();
    if (!(await changeStock(ctx, { productId, variantId: null }, { set: quantity }))) {
      throw belowReserved(input.name, before.stock.reserved);
    }
  } else {
    await ctx.db
      .insertInto('products')
      .values({
        id: productId,
        ...columns,
        stockQuantity: input.stock?.quantity ?? 0,
        createdAt: columns.updatedAt,
      })
      .execute();
  }
  await replaceLists(ctx, productId, input);
  await replaceVariants(ctx, productId, input.variants);
  await reindexProducts(ctx.db, [productId]);
  const after = await getAdminProduct(ctx, productId);
  await recordAudit(ctx, {
    action: before ? 'product.update' : 'product.create',
    entityType: 'product',
    entityId: productId,
    before,
    after,
  });
  return after;
}
