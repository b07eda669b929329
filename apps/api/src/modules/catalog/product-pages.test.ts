import { categoryProductsResponseSchema, recommendationsResponseSchema } from '@store/shared/schemas/catalog';
import { productDetailSchema } from '@store/shared/schemas/product';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let variantProductId: string;
let plainProductId: string;
beforeAll(async () => {
  app = await createTestApp();
  variantProductId = (
    await app.db.selectFrom('productVariants').select('productId').executeTakeFirstOrThrow()
  ).productId;
  plainProductId = (
    await app.db
      .selectFrom('products')
      .select('id')
      .where('id', 'not in', app.db.selectFrom('productVariants').select('productId'))
      .where('inStock', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => app.close());

const view = (productId: string, session: string) =>
  app.inject({
    method: 'POST',
    url: '/api/track-view',
    headers: { 'x-session-id': `guest-1732000000000-${session}` },
    payload: { productId, category: 'x' },
  });

describe('GET /api/products/:id', () => {
  it('returns the product with gallery, specifications and variants from the database', async () => {
    const res = await app.inject(`/api/products/${variantProductId}`);
    expect(res.statusCode).toBe(200);
    const product = productDetailSchema.parse(res.json());
    const row = await app.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', variantProductId)
      .executeTakeFirstOrThrow();
    expect(product.name).toBe(row.nameEn);
    expect(product.price).toBe(row.priceCents / 100);
    expect(product.images[0]).toBe(row.image);
    const variants = await app.db
      .selectFrom('productVariants')
      .selectAll()
      .where('productId', '=', variantProductId)
      .execute();
    expect(product.variants).toHaveLength(variants.length);
    for (const v of product.variants) {
      const dbRow = variants.find((x) => x.id === v.id)!;
      expect(v.price).toBe(dbRow.priceCents / 100);
      expect(v.isActive).toBe(dbRow.isActive === 1);
      expect(v.inStock).toBe(dbRow.isActive === 1 && dbRow.stockQuantity - dbRow.stockReserved > 0);
    }
    const specs = await app.db
      .selectFrom('productSpecifications')
      .selectAll()
      .where('productId', '=', variantProductId)
      .execute();
    expect(Object.keys(product.specifications)).toHaveLength(specs.length);
  });

  it('speaks French, falling back to English where a text is missing', async () => {
    const fr = productDetailSchema.parse(
      (await app.inject(`/api/products/${plainProductId}?lang=fr`)).json(),
    );
    const row = await app.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', plainProductId)
      .executeTakeFirstOrThrow();
    expect(fr.name).toBe(row.nameFr);
    await app.db
      .updateTable('products')
      .set({ descriptionFr: null })
      .where('id', '=', plainProductId)
      .execute();
    const fallback = productDetailSchema.parse(
      (await app.inject(`/api/products/${plainProductId}?lang=fr`)).json(),
    );
    expect(fallback.description).toBe(row.descriptionEn);
  });

  it.each(['nope', '0123456789abcdef01234567', "1' or '1'='1", 'x'.repeat(100)])(
    'answers 404 for the unknown or malformed id %s',
    async (id) => {
      const res = await app.inject(`/api/products/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
    },
  );

  it('hides an inactive product', async () => {
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', plainProductId).execute();
    expect((await app.inject(`/api/products/${plainProductId}`)).statusCode).toBe(404);
    await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', plainProductId).execute();
  });

  it('says how many of a product without variants one cart line may hold now: on hand, at most 99', async () => {
    const maxQuantity = async () =>
      productDetailSchema.parse((await app.inject(`/api/products/${plainProductId}`)).json()).maxQuantity;
    const before = await app.db
      .selectFrom('products')
      .select(['stockQuantity', 'stockReserved'])
      .where('id', '=', plainProductId)
      .executeTakeFirstOrThrow();
    const stock = (stockQuantity: number, stockReserved: number, inStock: 0 | 1 = 1) =>
      app.db
        .updateTable('products')
        .set({ stockQuantity, stockReserved, inStock })
        .where('id', '=', plainProductId)
        .execute();
    // Payments in progress hold 2 of the 7.
    await stock(7, 2);
    expect(await maxQuantity()).toBe(5);
    await stock(500, 0);
    expect(await maxQuantity()).toBe(99);
    await stock(500, 0, 0);
    expect(await maxQuantity()).toBe(0);
    await stock(before.stockQuantity, before.stockReserved);
  });
});

describe('GET /api/categories/:slug/products', () => {
  it("lists the category's products with its name in the asked language", async () => {
    const res = categoryProductsResponseSchema.parse(
      (await app.inject('/api/categories/home-garden/products?lang=fr')).json(),
    );
    expect(res.categoryName).toBe('Maison & Jardin');
    expect(res.products.every((p) => p.categorySlug === 'home-garden')).toBe(true);
    const count = await app.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.categoryId')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('c.slug', '=', 'home-garden')
      .where('p.isActive', '=', 1)
      .executeTakeFirstOrThrow();
    expect(res.total).toBe(Number(count.n));
  });

  it('pages and sorts', async () => {
    const page = categoryProductsResponseSchema.parse(
      (await app.inject('/api/categories/electronics/products?limit=5&page=2&sortBy=price-low')).json(),
    );
    expect(page.products).toHaveLength(5);
    expect(page.totalPages).toBe(Math.ceil(page.total / 5));
    const prices = page.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('accepts the category name in the path and answers 404 for an unknown one', async () => {
    expect((await app.inject('/api/categories/Sports%20%26%20Outdoors/products')).statusCode).toBe(200);
    const res = await app.inject('/api/categories/flying-cars/products');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Category not found', code: 'CATEGORY_NOT_FOUND' });
  });
});

describe('POST /api/track-view', () => {
  const views = async (id: string) =>
    (await app.db.selectFrom('products').select('viewCount').where('id', '=', id).executeTakeFirstOrThrow())
      .viewCount;

  it('counts a view once per visitor within half an hour', async () => {
    const before = await views(plainProductId);
    expect((await view(plainProductId, 'viewer1')).json()).toEqual({ success: true });
    await view(plainProductId, 'viewer1');
    await view(plainProductId, 'viewer2');
    expect(await views(plainProductId)).toBe(before + 2);
  });

  it('refuses a bad body with a 400 and an unknown product with a 404, storing nothing', async () => {
    const before = await app.db
      .selectFrom('productViews')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const payload of [{}, { productId: 12 }, { productId: 'abc' }]) {
      expect((await app.inject({ method: 'POST', url: '/api/track-view', payload })).statusCode).toBe(400);
    }
    expect((await view('0123456789abcdef01234567', 'viewer3')).statusCode).toBe(404);
    const after = await app.db
      .selectFrom('productViews')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('GET /api/recommendations', () => {
  const recommend = async (url: string, headers: Record<string, string> = {}) =>
    recommendationsResponseSchema.parse((await app.inject({ url, headers })).json()).products;

  it('never recommends the product itself and gives six by default', async () => {
    const list = await recommend(`/api/recommendations/${plainProductId}`);
    expect(list).toHaveLength(6);
    expect(list.map((p) => p.id)).not.toContain(plainProductId);
    expect(new Set(list.map((p) => p.id)).size).toBe(6);
  });

  it('puts what visitors also viewed first, then the same category', async () => {
    const other = (
      await app.db
        .selectFrom('products')
        .select('id')
        .where('id', '<>', plainProductId)
        .where('isActive', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    await view(plainProductId, 'coview1');
    await view(other, 'coview1');
    const list = await recommend(`/api/recommendations/${plainProductId}?limit=3`);
    expect(list).toHaveLength(3);
    expect(list[0]!.id).toBe(other);
    const category = (
      await app.db
        .selectFrom('products')
        .select('categoryId')
        .where('id', '=', plainProductId)
        .executeTakeFirstOrThrow()
    ).categoryId;
    const sameCategory = await app.db
      .selectFrom('products')
      .select('id')
      .where('categoryId', '=', category)
      .execute();
    expect(sameCategory.map((r) => r.id)).toContain(list[1]!.id);
  });

  it("follows the visitor's own recent views", async () => {
    await view(variantProductId, 'visitor9');
    const list = await recommend('/api/recommendations?limit=4', {
      'x-session-id': 'guest-1732000000000-visitor9',
    });
    const product = await app.inject(`/api/products/${variantProductId}`);
    expect(list.map((p) => p.id)).not.toContain(variantProductId);
    expect(list[0]!.categorySlug).toBe(product.json().categorySlug);
  });

  it('refuses a bad limit', async () => {
    expect((await app.inject('/api/recommendations?limit=0')).statusCode).toBe(400);
  });
});

describe('POST /api/contact', () => {
  const message = {
    name: 'Ana',
    email: 'ana@example.com',
    subject: 'Order question',
    message: 'When will my parcel ship?',
  };

  it('stores the message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      remoteAddress: '10.1.1.1',
    });
    expect(res.statusCode).toBe(201);
    const row = await app.db
      .selectFrom('contactMessages')
      .selectAll()
      .where('email', '=', 'ana@example.com')
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe('Order question');
  });

  it.each([
    { ...message, email: 'nope' },
    { ...message, name: '' },
    { ...message, message: 'short' },
    { ...message, message: 'x'.repeat(5001) },
  ])('refuses %j with a 400', async (payload) => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: '10.1.1.2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('is rate limited per client', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/contact',
            payload: message,
            remoteAddress: '10.1.1.3',
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});
