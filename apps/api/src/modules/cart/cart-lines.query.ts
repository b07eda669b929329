import { MAX_LINE_QUANTITY } from '@store/shared/constants';
import type { Db } from '../../db/connect.ts';

/** Everything needed to price and show a cart's lines, read fresh from the catalogue. */
export function selectCartLines(db: Db, cartId: string) {
  return cartLinesQuery(db, cartId).execute();
}

/** The query behind selectCartLines, for callers that read more of each line in the same statement. */
export function cartLinesQuery(db: Db, cartId: string) {
  return db
    .selectFrom('cartItems as i')
    .innerJoin('products as p', 'p.id', 'i.productId')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .leftJoin('productVariants as v', 'v.id', 'i.variantId')
    .select([
      'i.id',
      'i.productId',
      'i.variantId',
      'i.quantity',
      'i.selectedOptions',
      'i.addedAt',
      'p.nameEn',
      'p.nameFr',
      'p.image',
      'p.priceCents as productPriceCents',
      'p.originalPriceCents as productOriginalCents',
      'p.stockQuantity as productStock',
      'p.stockReserved as productReserved',
      'p.inStock',
      'p.isActive as productActive',
      'c.isActive as categoryActive',
      'c.slug as categorySlug',
      'c.nameEn as categoryNameEn',
      'c.nameFr as categoryNameFr',
      'v.priceCents as variantPriceCents',
      'v.originalPriceCents as variantOriginalCents',
      'v.stockQuantity as variantStock',
      'v.stockReserved as variantReserved',
      'v.isActive as variantActive',
      'v.color',
      'v.size',
      'v.material',
      'v.style',
    ])
    .where('i.cartId', '=', cartId)
    .orderBy('i.addedAt')
    .orderBy('i.id');
}

export type CartLineRow = Awaited<ReturnType<typeof selectCartLines>>[number];

/**
 * What the shop can sell of a line now: stock on hand less what payments in progress hold; 0 when the
 * product, its category or its variant is gone.
 */
export function availableUnits(row: {
  productActive: 0 | 1;
  categoryActive: 0 | 1;
  inStock: 0 | 1;
  productStock: number;
  productReserved: number;
  variantId: string | null;
  variantActive: 0 | 1 | null;
  variantStock: number | null;
  variantReserved: number | null;
}): number {
  if (row.productActive !== 1 || row.categoryActive !== 1 || row.inStock !== 1) return 0;
  if (row.variantId === null) return Math.max(0, row.productStock - row.productReserved);
  if (row.variantActive !== 1) return 0;
  return Math.max(0, (row.variantStock ?? 0) - (row.variantReserved ?? 0));
}

/** The most of a line a shopper may hold: stock on hand, capped at MAX_LINE_QUANTITY. */
export function maxQuantity(available: number): number {
  return Math.min(available, MAX_LINE_QUANTITY);
}

/** The variant's attributes as the cart shows them, e.g. { color: 'Black', size: '256GB' }. */
export function variantOptions(row: {
  color: string | null;
  size: string | null;
  material: string | null;
  style: string | null;
}): Record<string, string> {
  const options: Record<string, string> = {};
  for (const key of ['color', 'size', 'material', 'style'] as const) {
    const value = row[key];
    if (value) options[key] = value;
  }
  return options;
}
