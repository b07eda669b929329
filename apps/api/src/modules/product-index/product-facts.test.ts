import { type SearchResponse, searchResponseSchema } from '@store/shared/schemas/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp } from '../../test/test-app.ts';
import { reindexProducts } from './search-index.ts';

/*
 * Search filters, counts and sorts from facts each process keeps in memory (product-facts.ts). They
 * must follow the database whoever writes it: here, plain SQL that announces nothing, read by this
 * process and by a second one on the same database (answer caches off in both).
 */

let app: FastifyInstance;
let peer: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ shareable: true, config: { searchCacheTtlMs: 0 } });
  peer = await createPeerApp(app, { searchCacheTtlMs: 0 });
});
afterAll(async () => {
  await peer.close();
  await app.close();
});

async function search(on: FastifyInstance, params: Record<string, string | number>): Promise<SearchResponse> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await on.inject(`/api/search?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json());
}

const both = () => [app, peer] as const;

describe('search facts follow the database', () => {
  it('drops a product switched off in SQL, in every process, and brings it back', async () => {
    const before = await search(app, { q: 'headphones', limit: 100 });
    const target = before.products[0]!;
    await search(peer, { q: 'headphones' });
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', target.id).execute();
    for (const on of both()) {
      const after = await search(on, { q: 'headphones', limit: 100 });
      expect(after.total).toBe(before.total - 1);
      expect(after.products.map((p) => p.id)).not.toContain(target.id);
      const facet = after.filters.categories.find((c) => c.slug === target.categorySlug);
      const facetBefore = before.filters.categories.find((c) => c.slug === target.categorySlug)!;
      expect(facet?.count ?? 0).toBe(facetBefore.count - 1);
    }
    await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', target.id).execute();
    for (const on of both())
      expect((await search(on, { q: 'headphones', limit: 100 })).total).toBe(before.total);
  });

  it('filters and sorts by prices, stock and ratings as they are now', async () => {
    const { products } = await search(app, { category: 'electronics', limit: 100 });
    const [cheap, rated] = [products[0]!, products[1]!];
    await app.db.updateTable('products').set({ priceCents: 1 }).where('id', '=', cheap.id).execute();
    await app.db
      .updateTable('products')
      .set({ rating: 5, reviewCount: 999_999 })
      .where('id', '=', rated.id)
      .execute();
    for (const on of both()) {
      const byPrice = await search(on, { category: 'electronics', sortBy: 'price-low' });
      expect(byPrice.products[0]).toMatchObject({ id: cheap.id, price: 0.01 });
      const byRating = await search(on, { category: 'electronics', sortBy: 'rating' });
      expect(byRating.products[0]!.id).toBe(rated.id);
      const underOneDollar = await search(on, { category: 'electronics', maxPrice: 1 });
      expect(underOneDollar.products.map((p) => p.id)).toEqual([cheap.id]);
    }
    await app.db.updateTable('products').set({ inStock: 0 }).where('id', '=', cheap.id).execute();
    for (const on of both()) {
      const inStock = await search(on, { category: 'electronics', maxPrice: 1, inStock: 'true' });
      expect(inStock.total).toBe(0);
    }
  });

  it('forgets a deleted product and counts a category switched off out of the facets', async () => {
    const before = await search(peer, { q: 'shoes', limit: 100 });
    const gone = before.products[before.products.length - 1]!;
    await app.db.deleteFrom('productImages').where('productId', '=', gone.id).execute();
    await app.db.deleteFrom('productSpecifications').where('productId', '=', gone.id).execute();
    await app.db.deleteFrom('products').where('id', '=', gone.id).execute();
    const after = await search(peer, { q: 'shoes', limit: 100 });
    expect(after.total).toBe(before.total - 1);
    expect(after.products.map((p) => p.id)).not.toContain(gone.id);

    const fashion = after.filters.categories.find((c) => c.slug === 'fashion')!;
    expect(fashion.count).toBeGreaterThan(0);
    await app.db.updateTable('categories').set({ isActive: 0 }).where('slug', '=', 'fashion').execute();
    const hidden = await search(peer, { q: 'shoes', limit: 100 });
    expect(hidden.filters.categories.map((c) => c.slug)).not.toContain('fashion');
    expect(hidden.total).toBe(after.total - fashion.count);
    await app.db.updateTable('categories').set({ isActive: 1 }).where('slug', '=', 'fashion').execute();
  });

  it('finds and suggests a product by its new name in every process once it is reindexed', async () => {
    const [target] = (await search(app, { q: 'headphones' })).products;
    const suggested = async (on: FastifyInstance, q: string) => {
      const { suggestions } = (await on.inject(`/api/suggestions?q=${q}`)).json() as {
        suggestions: { suggestion: string }[];
      };
      return suggestions.map((s) => s.suggestion);
    };
    for (const on of both()) expect((await search(on, { q: 'zephyrine' })).products).toEqual([]);
    await app.db
      .updateTable('products')
      .set({ nameEn: 'Zephyrine Quietwave Headset' })
      .where('id', '=', target!.id)
      .execute();
    await reindexProducts(app.db, [target!.id]);
    for (const on of both()) {
      expect((await search(on, { q: 'zephyrine' })).products.map((p) => p.id)).toEqual([target!.id]);
      expect((await search(on, { q: 'quietwave headset' })).products.map((p) => p.id)).toEqual([target!.id]);
      expect(await suggested(on, 'zephyr')).toEqual(['Zephyrine Quietwave Headset']);
    }
    await app.db.updateTable('products').set({ nameEn: target!.name }).where('id', '=', target!.id).execute();
    await reindexProducts(app.db, [target!.id]);
    for (const on of both()) {
      expect((await search(on, { q: 'zephyrine' })).products).toEqual([]);
      expect(await suggested(on, 'zephyr')).toEqual([]);
    }
  });

  it('shows a card as it is now, on search and category pages, in every process', async () => {
    const page = async (on: FastifyInstance, sortBy = 'price-low') => {
      const res = await on.inject(`/api/categories/electronics/products?sortBy=${sortBy}&limit=5`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { products: SearchResponse['products'] }).products;
    };
    const [target] = await page(app);
    for (const on of both()) await page(on);
    // Only what a card shows: no column that search filters or sorts by.
    await app.db
      .updateTable('products')
      .set({
        nameEn: 'Plain SQL Name',
        descriptionEn: 'Written straight into the table.',
        image: '/images/products/plain-sql.svg',
        originalPriceCents: Math.round(target!.price * 200),
      })
      .where('id', '=', target!.id)
      .execute();
    const card = {
      id: target!.id,
      name: 'Plain SQL Name',
      description: 'Written straight into the table.',
      image: '/images/products/plain-sql.svg',
      price: target!.price,
      originalPrice: target!.price * 2,
      discount: 50,
    };
    for (const on of both()) {
      expect((await page(on))[0]).toMatchObject(card);
      const found = await search(on, { category: 'electronics', sortBy: 'price-low', limit: 1 });
      expect(found.products[0]).toMatchObject(card);
    }
    await app.db
      .updateTable('products')
      .set({ priceCents: 99_999_00 })
      .where('id', '=', target!.id)
      .execute();
    for (const on of both()) {
      expect((await page(on)).map((p) => p.id)).not.toContain(target!.id);
      // Its old price before reduction is now below the price: no saving shown.
      const dearest = { ...card, price: 99_999, originalPrice: null, discount: 0 };
      expect((await page(on, 'price-high'))[0]).toMatchObject(dearest);
    }
    await app.db
      .updateTable('products')
      .set({ nameEn: target!.name, descriptionEn: target!.description, image: target!.image })
      .set({
        priceCents: Math.round(target!.price * 100),
        originalPriceCents: target!.originalPrice === null ? null : Math.round(target!.originalPrice * 100),
      })
      .where('id', '=', target!.id)
      .execute();
    for (const on of both()) expect((await page(on))[0]).toEqual(target);
  });

  it('names and finds categories as they are now, in every process', async () => {
    const named = async (on: FastifyInstance) => {
      const res = await on.inject('/api/categories/sports-outdoors/products?limit=1');
      const featured = (await on.inject('/api/products/featured')).json() as { categorySlug: string }[];
      const listed = (await on.inject('/api/categories/active')).json() as { slug: string; name: string }[];
      return {
        listed: listed.find((c) => c.slug === 'sports-outdoors')?.name ?? null,
        status: res.statusCode,
        name: res.statusCode === 200 ? (res.json() as { categoryName: string }).categoryName : null,
        cards: (await search(on, { category: 'sports-outdoors', limit: 1 })).products.map((p) => p.category),
        featured: featured.some((p) => p.categorySlug === 'sports-outdoors'),
      };
    };
    const before = await named(app);
    expect(before).toMatchObject({ status: 200, featured: true });
    await named(peer);
    await app.db
      .updateTable('categories')
      .set({ nameEn: 'Plain SQL Sports' })
      .where('slug', '=', 'sports-outdoors')
      .execute();
    for (const on of both()) {
      expect(await named(on)).toMatchObject({
        status: 200,
        name: 'Plain SQL Sports',
        cards: ['Plain SQL Sports'],
        listed: 'Plain SQL Sports',
      });
      const { suggestions } = (await on.inject('/api/suggestions?q=plain sql')).json() as {
        suggestions: { suggestion: string; type: string }[];
      };
      expect(suggestions[0]).toEqual({ suggestion: 'Plain SQL Sports', type: 'category' });
    }
    await app.db
      .updateTable('categories')
      .set({ isActive: 0 })
      .where('slug', '=', 'sports-outdoors')
      .execute();
    for (const on of both()) {
      expect(await named(on)).toMatchObject({ status: 404, cards: [], featured: false, listed: null });
    }
    await app.db
      .updateTable('categories')
      .set({ nameEn: before.name!, isActive: 1 })
      .where('slug', '=', 'sports-outdoors')
      .execute();
    for (const on of both()) expect(await named(on)).toEqual(before);
  });

  it('recommends the best liked as they are now, in every process', async () => {
    const [product] = (await search(app, { category: 'fashion', limit: 1 })).products;
    const recommended = async (on: FastifyInstance) => {
      const res = await on.inject(`/api/recommendations/${product!.id}?limit=3`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { products: { id: string }[] }).products.map((p) => p.id);
    };
    const [best, second] = await recommended(app);
    await recommended(peer);
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', best!).execute();
    for (const on of both()) expect((await recommended(on))[0]).toBe(second);
    await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', best!).execute();
    for (const on of both()) expect((await recommended(on))[0]).toBe(best);
  });

  it('shows a product page as it is now, its parts and stock included, in every process', async () => {
    const withVariant = await app.db
      .selectFrom('productVariants as v')
      .innerJoin('products as p', 'p.id', 'v.productId')
      .select(['v.productId', 'v.id as variantId', 'v.stockReserved as variantReserved'])
      .where('p.isActive', '=', 1)
      .orderBy('v.sku')
      .executeTakeFirstOrThrow();
    const id = withVariant.productId;
    type Page = {
      detailedDescription: string;
      specifications: Record<string, string>;
      images: string[];
      maxQuantity: number;
      variants: { id: string; stock: { quantity: number } }[];
    };
    const page = async (on: FastifyInstance) => {
      const res = await on.inject(`/api/products/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Page;
    };
    const before = await page(app);
    await page(peer);
    await app.db
      .updateTable('products')
      .set({ detailedDescriptionEn: 'Told in plain SQL.', stockQuantity: 3, stockReserved: 1 })
      .where('id', '=', id)
      .execute();
    await app.db
      .insertInto('productSpecifications')
      .values({
        productId: id,
        position: 99,
        nameEn: 'Plain SQL spec',
        nameFr: null,
        valueEn: 'Yes',
        valueFr: null,
      })
      .execute();
    await app.db
      .insertInto('productImages')
      .values({ productId: id, position: 99, url: '/images/plain-sql.svg' })
      .execute();
    await app.db
      .updateTable('productVariants')
      .set({ stockQuantity: 7 })
      .where('id', '=', withVariant.variantId)
      .execute();
    for (const on of both()) {
      const now = await page(on);
      expect(now.detailedDescription).toBe('Told in plain SQL.');
      expect(now.specifications['Plain SQL spec']).toBe('Yes');
      expect(now.images.at(-1)).toBe('/images/plain-sql.svg');
      expect(now.maxQuantity).toBe(2);
      const variant = now.variants.find((v) => v.id === withVariant.variantId)!;
      expect(variant.stock.quantity).toBe(Math.max(0, 7 - withVariant.variantReserved));
    }
    await app.db
      .deleteFrom('productSpecifications')
      .where('productId', '=', id)
      .where('position', '=', 99)
      .execute();
    await app.db.deleteFrom('productImages').where('productId', '=', id).where('position', '=', 99).execute();
    for (const on of both()) {
      const now = await page(on);
      expect(now.specifications).toEqual(before.specifications);
      expect(now.images).toEqual(before.images);
    }
  });
});
