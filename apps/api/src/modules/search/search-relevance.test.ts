import { type SearchResponse, searchResponseSchema } from '@store/shared/schemas/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productId } from '../../seed/product-rows.ts';
import { createTestApp } from '../../test/test-app.ts';

/*
 * What shoppers mean (issue 19): stemming, prefixes of the last word, parts of words, synonyms,
 * category words, partial matches and the order of equally relevant products, on the demo catalogue.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** Each call asks with a distinct limit unless given one, so no answer comes from the answer cache. */
let fresh = 40;
async function search(params: Record<string, string | number>): Promise<SearchResponse> {
  const qs = new URLSearchParams(
    Object.entries({ limit: fresh++, ...params }).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await app.inject(`/api/search?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json());
}

const names = (r: SearchResponse) => r.products.map((p) => p.name);
const ids = (r: SearchResponse) => r.products.map((p) => p.id);

describe('stemming', () => {
  it('finds plurals and verb forms of the words in names, in English and French', async () => {
    expect(names(await search({ q: 'laptops' }))[0]).toBe('AtlasBook 14 Pro Laptop');
    expect(names(await search({ q: 'running shoes' }))[0]).toBe('Trail Runner Shoes');
    const fr = await search({ q: 'chaussure', lang: 'fr' });
    expect(ids(fr)).toContain(productId('trail-runner-shoes'));
    expect(
      names(await search({ q: 'tablettes', lang: 'fr' }))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Tablette Slate 11', 'Tablette Slate Mini']);
  });

  it('ranks a word found in the name before the same word found in a description', async () => {
    // Both words in SonicStudio's name; SonicWave's name has 'headphones', its description 'wireless'.
    const found = ids(await search({ q: 'wireless headphones' }));
    const studio = found.indexOf(productId('sonic-studio-headphones'));
    const wave = found.indexOf(productId('sonic-wave-anc-headphones'));
    expect(studio).toBe(0);
    expect(wave).toBeGreaterThan(studio);
  });
});

describe('prefix of the last word', () => {
  it('completes the last word typed, not the earlier ones', async () => {
    const typing = await search({ q: 'wireless headph' });
    expect(typing.partialMatch).toBe(false);
    expect(names(typing)[0]).toBe('SonicStudio Wireless Headphones');
    // 'headph' is no word: written first, it must be found whole, so nothing has both words.
    const earlier = await search({ q: 'headph wireless' });
    expect(earlier.partialMatch).toBe(true);
  });
});

describe('parts of words', () => {
  it("finds 'phone' inside 'smartphone', after products named with the word itself", async () => {
    const found = await search({ q: 'phone' });
    expect(ids(found).slice(0, 3)).toEqual(
      expect.arrayContaining([productId('aurora-x12-smartphone'), productId('nova-lite-5g-smartphone')]),
    );
    const basket = await search({ q: 'ball' });
    expect(ids(basket)).toContain(productId('streetball-outdoor-basketball'));
  });
});

describe('synonyms', () => {
  it('finds a product by a word of its synonym group, in either language', async () => {
    expect(names(await search({ q: 'couch' }))[0]).toBe('Oslo Three-Seat Sofa');
    const telephone = await search({ q: 'téléphone', lang: 'fr' });
    expect(ids(telephone).slice(0, 3)).toEqual(
      expect.arrayContaining([productId('aurora-x12-smartphone'), productId('nova-lite-5g-smartphone')]),
    );
    // A phrase of a group: 'appareil photo' is a camera.
    expect(ids(await search({ q: 'appareil photo', lang: 'fr' }))[0]).toBe(
      productId('lumen-mirrorless-camera'),
    );
  });

  it('reads a new group once the catalogue announces a change', async () => {
    const before = await search({ q: 'zeppelin' });
    expect(before.total).toBe(0);
    await app.db
      .insertInto('searchSynonyms')
      .values({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', words: 'zeppelin, kettlebell' })
      .execute();
    // Groups are kept in memory until catalogueChanged: still nothing.
    expect((await search({ q: 'zeppelin' })).total).toBe(0);
    app.events.emit('catalogueChanged', { productIds: [] });
    expect(ids(await search({ q: 'zeppelin' }))).toContain(productId('cast-iron-kettlebell-16'));
    await app.db.deleteFrom('searchSynonyms').where('id', '=', 'aaaaaaaaaaaaaaaaaaaaaaaa').execute();
    app.events.emit('catalogueChanged', { productIds: [] });
    expect((await search({ q: 'zeppelin' })).total).toBe(0);
  });
});

describe('category words', () => {
  it("brings in a category's products when a word names what it holds and no product name does", async () => {
    // Home & Garden's description lists 'furniture'; no product name or description says it.
    const furniture = await search({ q: 'furniture', limit: 100 });
    const homeGarden = await app.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.categoryId')
      .select('p.id')
      .where('c.slug', '=', 'home-garden')
      .where('p.isActive', '=', 1)
      .execute();
    expect(ids(furniture).sort()).toEqual(homeGarden.map((p) => p.id).sort());
    // A word some product name holds finds those products, not the whole category it also names.
    const shoes = await search({ q: 'shoes', limit: 100 });
    expect(names(shoes)).toContain('Trail Runner Shoes');
    expect(names(shoes)).not.toContain('Cloud Fleece Hoodie');
  });
});

describe('partial matches', () => {
  it('shows the products matching the most words, and says so', async () => {
    const whole = await search({ q: 'leather sneakers' });
    expect(whole.partialMatch).toBe(false);
    const partial = await search({ q: 'leather sneakers zigzagoon' });
    expect(partial.partialMatch).toBe(true);
    expect(partial.correctedQuery).toBeNull();
    // Both real words first (the one product with both), then products with one of them.
    expect(names(partial)[0]).toBe('Court Classic Leather Sneakers');
    expect(partial.total).toBeGreaterThan(whole.total);
    expect(ids(partial)).toEqual(expect.arrayContaining([productId('chelsea-leather-boots')]));
  });

  it('tries a close spelling before partial matches', async () => {
    const typo = await search({ q: 'lapotp' });
    expect(typo.correctedQuery).toBe('laptop');
    expect(typo.partialMatch).toBe(false);
    expect(names(typo)[0]).toBe('AtlasBook 14 Pro Laptop');
  });

  it('keeps an empty answer when a filter, not the words, leaves nothing', async () => {
    const filtered = await search({ q: 'wireless headphones', category: 'fashion' });
    expect(filtered.total).toBe(0);
    expect(filtered.partialMatch).toBe(false);
  });
});

describe('order of equally relevant products', () => {
  it('puts in-stock products first, then orders by id, the same on every page', async () => {
    // The two candles score alike; the seed sells one of them out.
    const candles = [productId('amber-soy-candle'), productId('sandalwood-three-wick-candle')];
    const setStock = async (id: string, inStock: 0 | 1) =>
      app.db.updateTable('products').set({ inStock }).where('id', '=', id).execute();
    await setStock(candles[0]!, 1);
    await setStock(candles[1]!, 0);
    expect(ids(await search({ q: 'candle' })).slice(0, 2)).toEqual(candles);
    await setStock(candles[0]!, 0);
    await setStock(candles[1]!, 1);
    expect(ids(await search({ q: 'candle' })).slice(0, 2)).toEqual([candles[1], candles[0]]);
    await setStock(candles[0]!, 1);
    expect(ids(await search({ q: 'candle' })).slice(0, 2)).toEqual([...candles].sort());

    const all = ids(await search({ q: 'shoes', limit: 100 }));
    const paged: string[] = [];
    for (let page = 1; paged.length < all.length; page++) {
      paged.push(...ids(await search({ q: 'shoes', limit: 3, page })));
    }
    expect(paged).toEqual(all);
  });
});
