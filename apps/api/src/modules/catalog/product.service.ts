import type { ProductDetail, Variant } from '@store/shared/schemas/product';
import type { Ctx } from '../../lib/context.ts';
import { notFound } from '../../lib/app-error.ts';
import { pick } from '../../lib/i18n.ts';
import { availableUnits, maxQuantity } from '../cart/index.ts';
import { activeCategoryOf, productFacts, partsAt, type PageVariant } from '../product-index/index.ts';
import { cardAt } from './product-cards.ts';
import { priceFields } from './product-mapper.ts';

const ID = /^[0-9a-f]{24}$/;

export const productNotFound = () => notFound('Product not found', 'PRODUCT_NOT_FOUND');

function toVariant(v: PageVariant): Variant {
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

/**
 * An active product of an active category with its gallery, specifications and variants, each in the
 * admin's order, from the facts every process keeps in memory and brings up to date before answering
 * (product-facts.ts: any write to what this page shows numbers the product as changed, migration
 * 0026); 404 for unknown, hidden or malformed ids. Reading the product and its parts in one query
 * cost as much as all the rest of the request.
 */
export async function getProduct(ctx: Ctx, id: string): Promise<ProductDetail> {
  if (!ID.test(id)) throw productNotFound();
  const facts = await productFacts(ctx.db);
  const slot = facts.slotOfId(id);
  const category = slot < 0 ? undefined : activeCategoryOf(facts)[facts.category[slot]!];
  if (!category || facts.active[slot] !== 1) throw productNotFound();
  const summary = cardAt(facts, slot, category, ctx.lang);
  const { images, specifications, variants } = partsAt(facts, slot);
  return {
    ...summary,
    detailedDescription: pick(
      ctx.lang,
      facts.detailedEn.get(slot) ?? summary.description,
      facts.detailedFr.get(slot),
    ),
    images: [...new Set([summary.image, ...images])],
    specifications: Object.fromEntries(
      specifications.map((s) => [pick(ctx.lang, s.nameEn, s.nameFr), pick(ctx.lang, s.valueEn, s.valueFr)]),
    ),
    variants: variants.map(toVariant),
    // The same count the cart holds a line of this product to, so the page stops where the cart would.
    maxQuantity: maxQuantity(
      availableUnits({
        productActive: 1,
        categoryActive: 1,
        inStock: facts.inStock[slot] === 1 ? 1 : 0,
        productStock: facts.stockQuantity[slot]!,
        productReserved: facts.stockReserved[slot]!,
        variantId: null,
        variantActive: null,
        variantStock: null,
        variantReserved: null,
      }),
    ),
  };
}
