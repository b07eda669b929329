import type { FactRow } from './fact-columns.ts';

/** A product's facts for tests: product `n` with id `p{n}` (or as `fields` say), in category 'c'. */
export function factRow(n: number, fields: Partial<FactRow> = {}): FactRow {
  return {
    key: n,
    id: `p${n}`,
    nameEn: `Product ${n}`,
    nameFr: null,
    descriptionEn: `About product ${n}`,
    descriptionFr: null,
    image: `/images/products/p${n}.svg`,
    originalPriceCents: null,
    detailedDescriptionEn: null,
    detailedDescriptionFr: null,
    stockQuantity: 10,
    stockReserved: 0,
    categoryId: 'c',
    isActive: 1,
    inStock: 1,
    featured: 0,
    priceCents: 1000,
    rating: 4,
    reviewCount: 10,
    viewCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
