import type { ProductDetail, Variant } from '@store/shared/schemas/product';
import { VARIANT_DIMENSIONS, type Selection } from './variant-selection.ts';

/**
 * Units the shop can sell now of what the page would add: the chosen variant's stock; while options
 * are still missing, the most any active variant still matching the choice has; for a product without
 * variants, its own.
 */
export function availableToAdd(
  product: ProductDetail,
  selection: Selection,
  variant: Variant | null,
): number {
  if (variant) return variant.stock.quantity;
  const live = product.variants.filter((candidate) => candidate.isActive);
  if (live.length === 0) return product.maxQuantity;
  const matching = live.filter((candidate) =>
    VARIANT_DIMENSIONS.every((dimension) => {
      const chosen = selection[dimension];
      return chosen === undefined || candidate.attributes[dimension] === chosen;
    }),
  );
  return Math.max(0, ...matching.map((candidate) => candidate.stock.quantity));
}
