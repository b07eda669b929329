import { searchQuerySchema } from '@store/shared/schemas/search';
import { describe, expect, it } from 'vitest';
import { facetedPage, type SearchCategory } from './faceted-page.ts';
import { type FactRow, factsOf } from './fact-columns.ts';
import { factRow } from './fact-rows.fixtures.ts';

const CATEGORIES: SearchCategory[] = [
  { id: 'c-audio', slug: 'audio', nameEn: 'Audio', nameFr: 'Audio' },
  { id: 'c-home', slug: 'home', nameEn: 'Home', nameFr: 'Maison' },
];

/** Product `n` (id p00n): in audio when even, home when odd, unless told otherwise. */
function product(n: number, fields: Partial<FactRow> = {}): FactRow {
  return factRow(n, {
    id: `p${String(n).padStart(3, '0')}`,
    categoryId: n % 2 === 0 ? 'c-audio' : 'c-home',
    priceCents: 1000 + n,
    ...fields,
  });
}

const query = (params: Record<string, string>) => searchQuerySchema.parse(params);

describe('facetedPage', () => {
  it('counts facets under the price filter and gives each category its range before it', () => {
    const facts = factsOf([
      product(0, { priceCents: 500 }),
      product(1, { priceCents: 2500 }),
      product(2, { priceCents: 1500 }),
      product(3, { isActive: 0 }),
      product(4, { categoryId: 'c-gone' }),
    ]);
    const result = facetedPage(facts, CATEGORIES, null, query({ minPrice: '10' }), null);
    expect(result.facets).toEqual([
      { slug: 'audio', nameEn: 'Audio', nameFr: 'Audio', matching: 1, minPrice: 500, maxPrice: 1500 },
      { slug: 'home', nameEn: 'Home', nameFr: 'Maison', matching: 1, minPrice: 2500, maxPrice: 2500 },
    ]);
    expect(result.total).toBe(2);
    expect(result.pageSlots.map((slot) => facts.id[slot]).sort()).toEqual(['p001', 'p002']);
  });

  it('ranks by words matched, score, stock, then id, and pages without gaps or repeats', () => {
    // Ids as the store makes them, seven groups sharing their first 13 digits, the rest running
    // against the order the products were read in.
    const hexId = (n: number) =>
      `${(n % 7).toString(16).padStart(13, '0')}${(199 - n).toString(16).padStart(11, '0')}`;
    const rows = Array.from({ length: 200 }, (_, n) =>
      product(n, { id: hexId(n), inStock: n % 3 === 0 ? 0 : 1 }),
    );
    const facts = factsOf(rows);
    const slots = Int32Array.from(rows, (r) => facts.slotOf(r.key));
    const score = Float64Array.from(rows, (_, n) => n % 4);
    const matched = Float64Array.from(rows, (_, n) => (n % 10 === 0 ? 2 : 1));
    const expected = rows
      .map((r, n) => ({ id: r.id, matched: matched[n]!, score: score[n]!, inStock: r.inStock }))
      .sort(
        (a, b) =>
          b.matched - a.matched || b.score - a.score || b.inStock - a.inStock || (a.id < b.id ? -1 : 1),
      )
      .map((r) => r.id);
    const pages: string[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const q = query({ q: 'x', limit: '20', page: String(page) });
      pages.push(
        ...facetedPage(facts, CATEGORIES, { slots, score, matched }, q, null).pageSlots.map(
          (slot) => facts.id[slot]!,
        ),
      );
    }
    expect(pages).toEqual(expected);
  });

  it('sorts by each order with the id breaking ties, in the chosen category only', () => {
    const facts = factsOf([
      product(0, { priceCents: 300, rating: 4.5, reviewCount: 3, viewCount: 7 }),
      product(2, { priceCents: 100, rating: 4.5, reviewCount: 9, viewCount: 7 }),
      product(4, { priceCents: 300, rating: 3, createdAt: '2026-03-01T00:00:00.000Z' }),
      product(1, { priceCents: 1 }),
    ]);
    const ids = (sortBy: string) =>
      facetedPage(facts, CATEGORIES, null, query({ sortBy }), 'audio').pageSlots.map(
        (slot) => facts.id[slot],
      );
    expect(ids('price-low')).toEqual(['p002', 'p000', 'p004']);
    expect(ids('price-high')).toEqual(['p000', 'p004', 'p002']);
    expect(ids('rating')).toEqual(['p002', 'p000', 'p004']);
    expect(ids('newest')).toEqual(['p004', 'p000', 'p002']);
    expect(ids('popularity')).toEqual(['p000', 'p002', 'p004']);
  });
});
