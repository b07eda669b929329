import type { Db } from '../../db/connect.ts';
import { PAGE_VARIANT_COLUMNS, type PageVariant } from '../catalog/product-parts.ts';
import { NO_PARTS, type ProductFacts } from './fact-columns.ts';

/** What a product page shows beside the product's own row, kept per slot as JSON text. */
export interface PageParts {
  images: string[];
  specifications: { nameEn: string; nameFr: string | null; valueEn: string; valueFr: string | null }[];
  variants: PageVariant[];
}

/**
 * Reads the gallery, specifications and variants of these products (each in the admin's order) and
 * keeps each product's as JSON text in facts.parts, off the heap (text-arena.ts), rather than an
 * object per row for the collector to walk at every full collection (300,000 specification rows at
 * 100,000 products). A product page decodes and parses its own (a few microseconds).
 */
export async function readParts(db: Db, facts: ProductFacts, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const [images, specifications, variants] = await Promise.all([
    db
      .selectFrom('productImages')
      .select(['productId', 'url'])
      .where('productId', 'in', ids)
      .orderBy('productId')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('productSpecifications')
      .select(['productId', 'nameEn', 'nameFr', 'valueEn', 'valueFr'])
      .where('productId', 'in', ids)
      .orderBy('productId')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('productVariants')
      .select(['productId', ...PAGE_VARIANT_COLUMNS])
      .where('productId', 'in', ids)
      .orderBy('productId')
      .orderBy('position')
      .orderBy('sku')
      .execute(),
  ]);
  const parts = new Map<string, PageParts>();
  const of = (id: string) => {
    let found = parts.get(id);
    if (!found) parts.set(id, (found = { images: [], specifications: [], variants: [] }));
    return found;
  };
  for (const { productId, url } of images) of(productId).images.push(url);
  for (const { productId, ...spec } of specifications) of(productId).specifications.push(spec);
  for (const { productId, ...variant } of variants) of(productId).variants.push(variant);
  for (const id of ids) {
    const slot = facts.slotOfId(id);
    if (slot < 0) continue;
    const own = parts.get(id);
    facts.parts.set(slot, own ? JSON.stringify(own) : NO_PARTS);
  }
}

/** The parts of the product at a slot. */
export function partsAt(facts: ProductFacts, slot: number): PageParts {
  return JSON.parse(facts.parts.get(slot) ?? NO_PARTS) as PageParts;
}
