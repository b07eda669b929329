import type { ProductDetail, Variant } from '@store/shared/schemas/product';
import type { Ctx } from '../../lib/context.ts';
import { notFound } from '../../lib/app-error.ts';
import { pick } from '../../lib/i18n.ts';
import { availableUnits, maxQuantity } from '../cart/cart-lines.query.ts';
import { priceFields, selectProductSummaries, toProductSummary } from './product-mapper.ts';
import { loadProductParts, type ProductVariantRow } from './product-parts.ts';

const ID = /^[0-9a-f]{24}$/;

export const productNotFound = () => notFound('Product not found', 'PRODUCT_NOT_FOUND');

function toVariant(v: ProductVariantRow): Variant {
  const available = v.stockQuantity - v.stockReserved;
  // A variant answers no `savings` of its own: the page works it out from the two prices it shows.
  const { savings: _savings, ...prices } = priceFields(v.priceCents, v.originalPriceCents);
  const attributes: Variant['attributes'] = {};
  if (v.color) attributes.color = v.color;
  if (v.size) attributes.size = v.size;
  if (v.material) attributes.material = v.material;
  if (v.style) attributes.style = v.style;
  return {
    _id: v.id,
    id: v.id,
    sku: v.sku,
    name: v.name,
    ...prices,
    isActive: v.isActive === 1,
    inStock: v.isActive === 1 && available > 0,
    stock: { quantity: Math.max(0, available), lowStockThreshold: v.lowStockThreshold },
    attributes,
  };
}

/** An active product with its gallery, specifications and variants; 404 for unknown or malformed ids. */
export async function getProduct(ctx: Ctx, id: string): Promise<ProductDetail> {
  if (!ID.test(id)) throw productNotFound();
  const row = await selectProductSummaries(ctx.db)
    .select(['p.detailedDescriptionEn', 'p.detailedDescriptionFr', 'p.stockQuantity', 'p.stockReserved'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw productNotFound();
  const { imageUrls, specifications: specs, variants } = await loadProductParts(ctx.db, id);
  const summary = toProductSummary(row, ctx.lang);
  return {
    ...summary,
    detailedDescription: pick(
      ctx.lang,
      row.detailedDescriptionEn ?? summary.description,
      row.detailedDescriptionFr,
    ),
    images: [...new Set([row.image, ...imageUrls])],
    specifications: Object.fromEntries(
      specs.map((s) => [pick(ctx.lang, s.nameEn, s.nameFr), pick(ctx.lang, s.valueEn, s.valueFr)]),
    ),
    variants: variants.map(toVariant),
    // The same count the cart holds a line of this product to, so the page stops where the cart would.
    maxQuantity: maxQuantity(
      availableUnits({
        productActive: 1,
        categoryActive: 1,
        inStock: row.inStock,
        productStock: row.stockQuantity,
        productReserved: row.stockReserved,
        variantId: null,
        variantActive: null,
        variantStock: null,
        variantReserved: null,
      }),
    ),
  };
}
