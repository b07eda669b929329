import { VARIANT_ATTRIBUTES } from '@store/shared/constants';
import type { Selectable } from 'kysely';
import type { ProductVariantsTable } from '../../db/types.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';

type VariantRow = Selectable<ProductVariantsTable>;

const optionNotAvailable = () => notFound('This option of the product is not available', 'VARIANT_NOT_FOUND');

/**
 * The variant an add-to-cart means: the one named by id, else the first active variant matching the
 * chosen attributes (storefront §4), else the only active one. Null for a product without active
 * variants. Refuses inactive or foreign variants, and a choice that is still missing.
 */
export function chooseVariant(
  variants: readonly VariantRow[],
  selectedVariant: string | null | undefined,
  selectedAttributes: Record<string, string> | null | undefined,
): VariantRow | null {
  const active = variants.filter((v) => v.isActive === 1);
  if (selectedVariant) {
    const named = active.find((v) => v.id === selectedVariant);
    if (!named) throw optionNotAvailable();
    return named;
  }
  if (active.length === 0) return null;
  const wanted = VARIANT_ATTRIBUTES.flatMap((key) => {
    const value = selectedAttributes?.[key]?.trim();
    return value ? [[key, value] as const] : [];
  });
  if (wanted.length === 0) {
    if (active.length === 1) return active[0] ?? null;
    throw badRequest('Please choose the product options before adding it to the cart', 'VARIANT_REQUIRED');
  }
  const match = active.find((v) => wanted.every(([key, value]) => v[key] === value));
  if (!match) throw optionNotAvailable();
  return match;
}
