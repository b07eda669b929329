import { dollarDiscountPercent } from '@store/shared/money';
import type { ProductDetail, Variant } from '@store/shared/schemas/product';

/** The three pickers of the product page, in display order (storefront §2, §5). */
export const VARIANT_DIMENSIONS = ['color', 'size', 'material'] as const;
export type VariantDimension = (typeof VARIANT_DIMENSIONS)[number];
export type Selection = Partial<Record<VariantDimension, string>>;

export interface DimensionOptions {
  dimension: VariantDimension;
  values: string[];
}

export type StockState =
  | { kind: 'in' }
  | { kind: 'low'; quantity: number }
  | { kind: 'out' }
  /** The chosen options exist separately but not together. */
  | { kind: 'unavailable' };

function active(variants: readonly Variant[]): Variant[] {
  return variants.filter((variant) => variant.isActive);
}

function matches(variant: Variant, selection: Selection): boolean {
  return VARIANT_DIMENSIONS.every((dimension) => {
    const chosen = selection[dimension];
    return chosen === undefined || variant.attributes[dimension] === chosen;
  });
}

/** Picker values per dimension from the active variants, in first-seen order; empty dimensions left out. */
export function variantOptions(variants: readonly Variant[]): DimensionOptions[] {
  const live = active(variants);
  return VARIANT_DIMENSIONS.map((dimension) => ({
    dimension,
    values: [...new Set(live.flatMap((variant) => variant.attributes[dimension] ?? []))],
  })).filter((options) => options.values.length > 0);
}

/** The first active variant that matches every chosen option (storefront §4); none before a choice. */
export function matchVariant(variants: readonly Variant[], selection: Selection): Variant | null {
  if (!VARIANT_DIMENSIONS.some((dimension) => selection[dimension] !== undefined)) return null;
  return active(variants).find((variant) => matches(variant, selection)) ?? null;
}

/** Dimensions that have at least one active variant and no chosen value: adding is refused (§5). */
export function missingDimensions(variants: readonly Variant[], selection: Selection): VariantDimension[] {
  return variantOptions(variants)
    .map((options) => options.dimension)
    .filter((dimension) => selection[dimension] === undefined);
}

/** Whether picking `value` keeps an in-stock variant within reach of the other chosen options. */
export function isValueInStock(
  variants: readonly Variant[],
  selection: Selection,
  dimension: VariantDimension,
  value: string,
): boolean {
  const wanted = { ...selection, [dimension]: value };
  return active(variants).some((variant) => variant.inStock && matches(variant, wanted));
}

/**
 * The stock label's state: the product's own flag until every option is chosen, then the chosen
 * variant's stock, 'only N left' at or under its low-stock threshold.
 */
export function stockState(product: ProductDetail, selection: Selection): StockState {
  if (!product.inStock) return { kind: 'out' };
  const live = active(product.variants);
  if (live.length === 0) return { kind: 'in' };
  const matching = live.filter((variant) => matches(variant, selection));
  if (matching.length === 0) return { kind: 'unavailable' };
  if (missingDimensions(product.variants, selection).length > 0) {
    return matching.some((variant) => variant.inStock) ? { kind: 'in' } : { kind: 'out' };
  }
  const [variant] = matching as [Variant];
  const { quantity, lowStockThreshold } = variant.stock;
  if (!variant.inStock || quantity <= 0) return { kind: 'out' };
  if (quantity <= lowStockThreshold) return { kind: 'low', quantity };
  return { kind: 'in' };
}

export interface DisplayedPrice {
  price: number;
  originalPrice: number | null;
  discount: number;
  /** Old price minus price, 0 without a saving. */
  savings: number;
}

/** Price, old price, discount and saving of the matched variant, else of the product (storefront §2). */
export function displayedPrice(product: ProductDetail, variant: Variant | null): DisplayedPrice {
  const { price, originalPrice } = variant ?? product;
  const savings = originalPrice !== null && originalPrice > price ? originalPrice - price : 0;
  return {
    price,
    originalPrice,
    discount: dollarDiscountPercent(price, originalPrice),
    savings: Math.round(savings * 100) / 100,
  };
}
