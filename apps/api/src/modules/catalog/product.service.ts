import type { ProductDetail, Variant } from '@store/shared/schemas/product';
import type { Ctx } from '../../lib/context.ts';
import { notFound } from '../../lib/app-error.ts';
import { pick } from '../../lib/i18n.ts';
import { availableUnits, maxQuantity } from '../cart/cart-lines.query.ts';
import { priceFields, selectProductSummaries, toProductSummary } from './product-mapper.ts';
import type { Db } from '../../db/connect.ts';
import { jsonArrayOf, rowsOfJson } from '../../db/dialect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { ProductVariantRow } from './product-parts.ts';

const ID = /^[0-9a-f]{24}$/;

export const productNotFound = () => notFound('Product not found', 'PRODUCT_NOT_FOUND');

type VariantColumns = Pick<
  ProductVariantRow,
  | 'id'
  | 'sku'
  | 'name'
  | 'priceCents'
  | 'originalPriceCents'
  | 'isActive'
  | 'stockQuantity'
  | 'stockReserved'
  | 'lowStockThreshold'
  | 'color'
  | 'size'
  | 'material'
  | 'style'
>;

function toVariant(v: VariantColumns): Variant {
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

/** The product page's one query (compiled once, see preparedQuery). */
const productById = preparedQuery((db: Db, id: string) =>
  selectProductSummaries(db)
    .select(['p.detailedDescriptionEn', 'p.detailedDescriptionFr', 'p.stockQuantity', 'p.stockReserved'])
    .select((eb) => [
      jsonArrayOf(
        db,
        eb
          .selectFrom('productImages as i')
          .select('i.url')
          .whereRef('i.productId', '=', 'p.id')
          .orderBy('i.position'),
      ).as('imageRows'),
      jsonArrayOf(
        db,
        eb
          .selectFrom('productSpecifications as s')
          .select(['s.nameEn', 's.nameFr', 's.valueEn', 's.valueFr'])
          .whereRef('s.productId', '=', 'p.id')
          .orderBy('s.position'),
      ).as('specRows'),
      jsonArrayOf(
        db,
        eb
          .selectFrom('productVariants as v')
          .select([
            'v.id',
            'v.sku',
            'v.name',
            'v.priceCents',
            'v.originalPriceCents',
            'v.isActive',
            'v.stockQuantity',
            'v.stockReserved',
            'v.lowStockThreshold',
            'v.color',
            'v.size',
            'v.material',
            'v.style',
          ])
          .whereRef('v.productId', '=', 'p.id')
          .orderBy('v.position')
          .orderBy('v.sku'),
      ).as('variantRows'),
    ])
    .where('p.id', '=', id),
);

/**
 * An active product with its gallery, specifications and variants, each in the admin's order, read in
 * one query (a product page was four round trips to the database, now one); 404 for unknown or
 * malformed ids.
 */
export async function getProduct(ctx: Ctx, id: string): Promise<ProductDetail> {
  if (!ID.test(id)) throw productNotFound();
  const [row] = await productById(ctx.db, id);
  if (!row) throw productNotFound();
  const imageUrls = rowsOfJson(row.imageRows).map((i) => i.url);
  const specs = rowsOfJson(row.specRows);
  const variants = rowsOfJson(row.variantRows);
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
