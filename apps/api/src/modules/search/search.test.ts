import { type SearchResponse, searchResponseSchema } from '@store/shared/schemas/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { reindexProducts } from '../product-index/search-index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function search(params: Record<string, string | number | boolean>): Promise<SearchResponse> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await app.inject(`/api/search?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json());
}

/** Every product a search finds, across all its pages. */
async function allResults(params: Record<string, string | number | boolean>) {
  const first = await search({ ...params, limit: 100, page: 1 });
  const products = [...first.products];
  for (let page = 2; page <= first.totalPages; page++) {
    products.push(...(await search({ ...params, limit: 100, page })).products);
  }
  return { total: first.total, products };
}

describe('GET /api/search: text', () => {
  it('finds products by name with the best match first, in English and French', async () => {
    const en = await search({ q: 'headphones' });
    expect(en.total).toBeGreaterThan(0);
    expect(en.products[0]!.name.toLowerCase()).toContain('headphones');
    const fr = await search({ q: 'casque', lang: 'fr' });
    expect(fr.total).toBeGreaterThan(0);
    expect(fr.products.map((p) => p.name.toLowerCase()).some((n) => n.includes('casque'))).toBe(true);
  });

  it('matches words as prefixes while typing and ignores accents', async () => {
    // 'headphones' also finds its synonyms (earbuds…); typing its beginning finds every product named so.
    const typing = await allResults({ q: 'headph' });
    const named = (await allResults({ q: 'headphones' })).products.filter((p) => /headphones/i.test(p.name));
    expect(named.length).toBeGreaterThan(0);
    expect(typing.products.map((p) => p.id)).toEqual(expect.arrayContaining(named.map((p) => p.id)));
    const accented = await search({ q: 'Électronique', lang: 'fr' });
    const plain = await search({ q: 'electronique', lang: 'fr' });
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.total).toBe(plain.total);
  });

  it('searches descriptions, categories and specifications too', async () => {
    // A word that appears only in some product's specification values, never in any name or description.
    const specs = await app.db.selectFrom('productSpecifications').select(['productId', 'valueEn']).execute();
    const texts = await app.db.selectFrom('products').select(['nameEn', 'descriptionEn']).execute();
    const elsewhere = texts.map((t) => `${t.nameEn} ${t.descriptionEn}`.toLowerCase()).join(' ');
    const spec = specs
      .flatMap((s) =>
        s.valueEn.split(/[^\p{L}]+/u).map((word) => ({ word: word.toLowerCase(), id: s.productId })),
      )
      .find(({ word }) => word.length >= 5 && !elsewhere.includes(word));
    expect(spec).toBeDefined();
    const ids = (await allResults({ q: spec!.word })).products.map((p) => p.id);
    expect(ids).toContain(spec!.id);
    const byCategory = await search({ q: 'beauty' });
    expect(byCategory.filters.categories.map((c) => c.slug)).toContain('health-beauty');
  });

  it('corrects a query with one wrong letter', async () => {
    const typos: [string, string][] = [
      ['hedphones', 'headphones'],
      ['lapotp', 'laptop'],
    ];
    for (const [typo, fixed] of typos) {
      const res = await search({ q: typo });
      expect(res.total, typo).toBeGreaterThan(0);
      expect(res.correctedQuery).toBe(fixed);
    }
    const fr = await search({ q: 'chaussure', lang: 'fr' });
    expect(fr.total).toBeGreaterThan(0);
  });

  it('returns nothing, with a 200, under 2 non-blank characters', async () => {
    for (const q of ['a', ' b ', '  ']) {
      const res = await search({ q });
      if (q.trim() === '') continue;
      expect(res.products, q).toEqual([]);
      expect(res.total).toBe(0);
    }
  });

  it('lists matching categories beside the products', async () => {
    const res = await search({ q: 'fashion' });
    expect(res.categories.map((c) => c.slug)).toEqual(['fashion']);
    expect(res.categories[0]!.productCount).toBeGreaterThan(0);
  });

  it.each([
    '"',
    "'; drop table products; --",
    '%',
    '*',
    'a* OR b*',
    'NEAR(a b)',
    'head NOT phones',
    '^start',
    'col:value',
    '(((',
    'x'.repeat(10_000),
    '\u0000',
    '🙂🙂',
    '%27%20OR%201=1',
  ])('is safe with the hostile query %#', async (q) => {
    const res = await app.inject({ url: '/api/search', query: { q } });
    expect([200, 400]).toContain(res.statusCode);
    expect(res.json()).toBeTypeOf('object');
    expect(await app.db.selectFrom('products').select('id').limit(1).execute()).toHaveLength(1);
  });

  it('refuses a query longer than 10,000 characters with a 400', async () => {
    const res = await app.inject({ url: '/api/search', query: { q: 'x'.repeat(10_001) } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/search: filters, facets and paging', () => {
  it('applies every filter together, with and without a query', async () => {
    for (const q of ['', 'pro']) {
      const filters = {
        q,
        category: 'electronics',
        minPrice: 50,
        maxPrice: 900,
        minRating: 4,
        inStock: true,
      };
      const { total, products } = await allResults(filters);
      expect(products).toHaveLength(total);
      for (const p of products) {
        expect(p.categorySlug).toBe('electronics');
        expect(p.price).toBeGreaterThanOrEqual(50);
        expect(p.price).toBeLessThanOrEqual(900);
        expect(p.rating).toBeGreaterThanOrEqual(4);
        expect(p.inStock).toBe(true);
      }
    }
    const featured = await allResults({ featured: true, inStock: true });
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.products.every((p) => p.featured && p.inStock)).toBe(true);
  });

  it('counts the facets for the query whatever category is picked', async () => {
    const all = await search({ q: 'wireless' });
    const sum = all.filters.categories.reduce((n, c) => n + c.count, 0);
    expect(sum).toBe(all.total);
    const picked = all.filters.categories[0]!;
    const narrowed = await search({ q: 'wireless', category: picked.slug });
    expect(narrowed.total).toBe(picked.count);
    expect(narrowed.filters.categories).toEqual(all.filters.categories);
  });

  it('accepts a category by name in either language', async () => {
    const bySlug = await search({ category: 'home-garden' });
    expect((await search({ category: 'Home & Garden' })).total).toBe(bySlug.total);
    expect((await search({ category: 'Maison & Jardin', lang: 'fr' })).total).toBe(bySlug.total);
    expect((await search({ category: 'all' })).total).toBeGreaterThan(bySlug.total);
    expect((await search({ category: 'no-such-category' })).total).toBe(0);
  });

  it('gives the price range of the results in dollars', async () => {
    const { products } = await allResults({ category: 'books-media' });
    const res = await search({ category: 'books-media' });
    expect(res.filters.priceRange).toEqual({
      min: Math.min(...products.map((p) => p.price)),
      max: Math.max(...products.map((p) => p.price)),
    });
  });

  it('pages through the results without gaps or repeats', async () => {
    const first = await search({ limit: 7, page: 1 });
    expect(first.totalPages).toBe(Math.ceil(first.total / 7));
    const seen = new Set<string>();
    for (let page = 1; page <= first.totalPages; page++) {
      const res = await search({ limit: 7, page });
      expect(res.page).toBe(page);
      for (const p of res.products) seen.add(p.id);
    }
    expect(seen.size).toBe(first.total);
    expect((await search({ limit: 7, page: first.totalPages + 1 })).products).toEqual([]);
  });

  it.each([
    ['limit', '101'],
    ['limit', '0'],
    ['limit', 'ten'],
    ['page', '0'],
    ['minPrice', '-1'],
    ['maxPrice', 'lots'],
    ['minRating', '6'],
    ['sortBy', 'cheapest'],
    ['inStock', 'yes'],
    ['lang', 'de'],
  ])('refuses %s=%s with a 400 naming the field', async (field, value) => {
    const res = await app.inject({ url: '/api/search', query: { q: 'lamp', [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(new RegExp(`^${field}: `));
  });
});

describe('GET /api/search: sorting', () => {
  const sorted = (values: number[], direction: 'asc' | 'desc') =>
    [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));

  it.each([
    ['price-low', 'price', 'asc'],
    ['price-high', 'price', 'desc'],
    ['rating', 'rating', 'desc'],
    ['reviews', 'reviews', 'desc'],
  ] as const)('%s orders by %s', async (sortBy, field, direction) => {
    const { products } = await allResults({ sortBy });
    const values = products.map((p) => p[field]);
    expect(values).toEqual(sorted(values, direction));
  });

  it('newest orders by creation date', async () => {
    const { products } = await allResults({ sortBy: 'newest', category: 'fashion' });
    const rows = await app.db.selectFrom('products').select(['id', 'createdAt']).execute();
    const created = new Map(rows.map((r) => [r.id, r.createdAt]));
    const dates = products.map((p) => created.get(p.id)!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('popularity orders by tracked views', async () => {
    const { products } = await allResults({ category: 'books-media' });
    const [first, second] = [products[products.length - 1]!, products[products.length - 2]!];
    await app.db.updateTable('products').set({ viewCount: 0 }).execute();
    const view = (productId: string, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/track-view',
        headers: { 'x-session-id': `guest-1732000000000-pop${i}` },
        payload: { productId },
      });
    for (let i = 0; i < 3; i++) await view(first.id, i);
    await view(second.id, 9);
    app.searchCache.clear();
    const popular = await search({ sortBy: 'popularity', category: 'books-media' });
    expect(popular.products.slice(0, 2).map((p) => p.id)).toEqual([first.id, second.id]);
  });
});

describe('search index', () => {
  it('follows product changes once the product is reindexed', async () => {
    const [product] = (await search({ q: 'headphones' })).products;
    await app.db
      .updateTable('products')
      .set({ nameEn: 'Quokkaphonic Speaker' })
      .where('id', '=', product!.id)
      .execute();
    await reindexProducts(app.db, [product!.id]);
    app.searchCache.clear();
    expect((await search({ q: 'quokkaphonic' })).products.map((p) => p.id)).toEqual([product!.id]);
  });
});

describe('answer cache', () => {
  it('answers a repeated search or suggestion with the same JSON, keys the schema does not name left out', async () => {
    for (const url of ['/api/search?q=headphones&limit=3', '/api/suggestions?q=head']) {
      const first = await app.inject(url);
      const again = await app.inject(url);
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.body).toBe(first.body);
    }
    const [product] = JSON.parse((await app.inject('/api/search?q=headphones&limit=3')).body).products;
    expect(Object.keys(product).sort()).toEqual(
      [
        '_id',
        'id',
        'name',
        'description',
        'category',
        'categorySlug',
        'image',
        'price',
        'originalPrice',
        'discount',
        'savings',
        'rating',
        'reviews',
        'inStock',
        'featured',
      ].sort(),
    );
  });

  it('keeps an answer until product writers clear it', async () => {
    const url = '/api/search?q=headphones&limit=1';
    const before = JSON.parse((await app.inject(url)).body).products[0];
    await app.db
      .updateTable('products')
      .set({ nameEn: 'Renamed Headphones' })
      .where('id', '=', before.id)
      .execute();
    await reindexProducts(app.db, [before.id]);
    expect(JSON.parse((await app.inject(url)).body).products[0].name).toBe(before.name);
    app.searchCache.clear();
    expect(JSON.parse((await app.inject(url)).body).products[0].name).toBe('Renamed Headphones');
  });
});
