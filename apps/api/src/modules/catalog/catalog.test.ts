import { categorySchema } from '@store/shared/schemas/content';
import { productSummarySchema } from '@store/shared/schemas/product';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const categories = async (url: string) => z.array(categorySchema).parse((await app.inject(url)).json());
const products = async (url: string) => z.array(productSummarySchema).parse((await app.inject(url)).json());

describe('GET /api/categories', () => {
  it('lists the six categories in order with their storefront slugs and product counts', async () => {
    const list = await categories('/api/categories');
    expect(list.map((c) => c.slug)).toEqual([
      'electronics',
      'fashion',
      'home-garden',
      'sports-outdoors',
      'health-beauty',
      'books-media',
    ]);
    for (const c of list) {
      const n = await app.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('categoryId', '=', c.id)
        .where('isActive', '=', 1)
        .executeTakeFirstOrThrow();
      expect(c.productCount, c.slug).toBe(Number(n.n));
      expect(c.count).toBe(c.productCount);
      expect(c._id).toBe(c.id);
    }
  });

  it('names categories in French on request', async () => {
    const names = (await categories('/api/categories?lang=fr')).map((c) => c.name);
    expect(names).toContain('Électronique');
    expect(names).toContain('Maison & Jardin');
  });

  it('does not count inactive products nor list inactive categories', async () => {
    const before = (await categories('/api/categories')).find((c) => c.slug === 'fashion')!;
    const one = await app.db
      .selectFrom('products')
      .select('id')
      .where('categoryId', '=', before.id)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', one.id).execute();
    expect((await categories('/api/categories')).find((c) => c.slug === 'fashion')?.productCount).toBe(
      before.productCount - 1,
    );
    await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', one.id).execute();

    await app.db.updateTable('categories').set({ isActive: 0 }).where('slug', '=', 'books-media').execute();
    expect((await categories('/api/categories')).map((c) => c.slug)).not.toContain('books-media');
    await app.db.updateTable('categories').set({ isActive: 1 }).where('slug', '=', 'books-media').execute();
  });
});

describe('GET /api/categories/active', () => {
  it('returns six by default and honours limit', async () => {
    expect(await categories('/api/categories/active')).toHaveLength(6);
    expect((await categories('/api/categories/active?limit=3')).map((c) => c.slug)).toEqual([
      'electronics',
      'fashion',
      'home-garden',
    ]);
  });

  it.each(['0', '-1', 'abc', '2.5', '1000'])('refuses limit=%s with a 400', async (limit) => {
    const res = await app.inject(`/api/categories/active?limit=${limit}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringMatching(/^limit: /) });
  });
});

describe('GET /api/products/featured', () => {
  it('lists the featured products as cards with consistent prices', async () => {
    const list = await products('/api/products/featured');
    expect(list.length).toBe(12);
    for (const p of list) {
      expect(p.featured).toBe(true);
      expect(Number(p.price.toFixed(2))).toBe(p.price);
      if (p.originalPrice !== null) {
        expect(p.originalPrice).toBeGreaterThan(p.price);
        expect(p.savings).toBeCloseTo(p.originalPrice - p.price, 2);
        expect(p.discount).toBeGreaterThan(0);
      } else {
        expect(p.discount).toBe(0);
      }
    }
  });

  it('prices come from the database in dollars', async () => {
    const [first] = await products('/api/products/featured');
    const row = await app.db
      .selectFrom('products')
      .select('priceCents')
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    expect(first!.price).toBe(row.priceCents / 100);
  });

  it('speaks French and leaves out inactive products', async () => {
    const en = await products('/api/products/featured');
    const fr = await products('/api/products/featured?lang=fr');
    expect(fr.map((p) => p.id)).toEqual(en.map((p) => p.id));
    expect(fr.map((p) => p.name)).not.toEqual(en.map((p) => p.name));
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', en[0]!.id).execute();
    expect((await products('/api/products/featured')).map((p) => p.id)).not.toContain(en[0]!.id);
    await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', en[0]!.id).execute();
  });

  it('refuses an unknown language', async () => {
    expect((await app.inject('/api/products/featured?lang=es')).statusCode).toBe(400);
  });
});
