import type { Db } from '../../db/connect.ts';
import { loadPartsOf, PAGE_VARIANT_COLUMNS, type PageVariant } from './product-parts.ts';
import type { ProductFacts } from './fact-columns.ts';

/** What a product page shows beside the product's own row, kept per slot as JSON text. */
export interface PageParts {
  images: string[];
  specifications: { nameEn: string; nameFr: string | null; valueEn: string; valueFr: string | null }[];
  variants: PageVariant[];
}

/** The parts of a product with no gallery, specifications or variants; such a slot keeps no text. */
const NO_PARTS = '{"images":[],"specifications":[],"variants":[]}';

/**
 * Reads the gallery, specifications and variants of these products (loadPartsOf) and keeps each
 * product's as JSON text in facts.parts, off the heap (text-arena.ts), rather than an object per row
 * for the collector to walk at every full collection (300,000 specification rows at 100,000
 * products). A product page decodes and parses its own (a few microseconds).
 */
export async function readParts(db: Db, facts: ProductFacts, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const { images, specifications, variants } = await loadPartsOf(db, ids);
  const parts = new Map<string, PageParts>();
  const of = (id: string) => {
    let found = parts.get(id);
    if (!found) parts.set(id, (found = { images: [], specifications: [], variants: [] }));
    return found;
  };
  for (const { productId, url } of images) of(productId).images.push(url);
  for (const { productId, nameEn, nameFr, valueEn, valueFr } of specifications) {
    of(productId).specifications.push({ nameEn, nameFr, valueEn, valueFr });
  }
  for (const variant of variants) {
    const shown = Object.fromEntries(PAGE_VARIANT_COLUMNS.map((column) => [column, variant[column]]));
    of(variant.productId).variants.push(shown as PageVariant);
  }
  for (const id of ids) {
    const slot = facts.slotOfId(id);
    if (slot < 0) continue;
    const own = parts.get(id);
    facts.parts.set(slot, own ? JSON.stringify(own) : null);
  }
}

/** The parts of the product at a slot. */
export function partsAt(facts: ProductFacts, slot: number): PageParts {
  return JSON.parse(facts.parts.get(slot) ?? NO_PARTS) as PageParts;
}
