import { SORT_OPTIONS, type SortOption } from '@store/shared/constants';
import { categoryProductsResponseSchema } from '@store/shared/schemas/catalog';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { createTestApp } from '../../test/test-app.ts';
import { CATEGORY_SORTS } from './category-sorts.ts';

let app: FastifyInstance;
let slug: string;
let categoryId: string;
beforeAll(async () => {
  app = await createTestApp();
  const biggest = await app.db
    .selectFrom('categories as c')
    .innerJoin('products as p', 'p.categoryId', 'c.id')
    .select((eb) => ['c.id', 'c.slug', eb.fn.countAll<number>().as('n')])
    .where('p.isActive', '=', 1)
    .groupBy(['c.id', 'c.slug'])
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  slug = biggest.slug;
  categoryId = biggest.id;
});
afterAll(async () => app.close());

const LIMIT = 7;

async function page(sortBy: SortOption, pageNo: number, after?: string) {
  const url = `/api/categories/${slug}/products?limit=${LIMIT}&sortBy=${sortBy}&page=${pageNo}${after ? `&after=${after}` : ''}`;
  const res = await app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return categoryProductsResponseSchema.parse(res.json());
}

/** The category's active products in a sort, as the database orders them. */
async function expectedOrder(sortBy: SortOption): Promise<string[]> {
  const { columns, direction } = CATEGORY_SORTS[sortBy];
  let q = app.db
    .selectFrom('products')
    .select('id')
    .where('categoryId', '=', categoryId)
    .where('isActive', '=', 1);
  for (const c of columns) q = q.orderBy(c, direction);
  return (await q.orderBy('id', direction).execute()).map((r) => r.id);
}

async function activeCount(): Promise<number> {
  const list = (await app.inject('/api/categories')).json<{ slug: string; productCount: number }[]>();
  return list.find((c) => c.slug === slug)!.productCount;
}

describe('category pages: page numbers outside, keys inside', () => {
  it.each(SORT_OPTIONS)('walks every page of a %s sort in order, each product once', async (sortBy) => {
    const expected = await expectedOrder(sortBy);
    const first = await page(sortBy, 1);
    expect(first.total).toBe(expected.length);
    expect(first.totalPages).toBe(Math.ceil(expected.length / LIMIT));
    const seen: string[] = [];
    for (let n = 1; n <= first.totalPages; n += 1)
      seen.push(...(await page(sortBy, n)).products.map((p) => p.id));
    expect(seen).toEqual(expected);
    // Read again from the marks the first walk left, deep pages first: the same products.
    for (const n of [first.totalPages, 3, 2]) {
      expect((await page(sortBy, n)).products.map((p) => p.id)).toEqual(
        expected.slice((n - 1) * LIMIT, n * LIMIT),
      );
    }
    expect((await page(sortBy, first.totalPages + 1)).products).toEqual([]);
  });

  it('jumps straight to a deep page, and a cursor is offered until the last page', async () => {
    const expected = await expectedOrder('price-high');
    const last = Math.ceil(expected.length / LIMIT);
    const deep = await page('price-high', last - 1);
    expect(deep.products.map((p) => p.id)).toEqual(expected.slice((last - 2) * LIMIT, (last - 1) * LIMIT));
    expect(deep.nextCursor).not.toBeNull();
    expect((await page('price-high', last)).nextCursor).toBeNull();
  });

  it('following nextCursor while products change shows each product that stayed exactly once', async () => {
    const before = await expectedOrder('price-low');
    const cheapest = await app.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', before[0]!)
      .executeTakeFirstOrThrow();
    const seen: string[] = [];
    let current = await page('price-low', 1);
    seen.push(...current.products.map((p) => p.id));
    // Between pages: a new cheapest product appears, a product already shown goes away, and one not
    // yet shown is re-priced within the part still to come.
    await app.db
      .insertInto('products')
      .values({ ...cheapest, id: newId(), priceCents: 1, nameEn: 'Penny item' })
      .execute();
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', seen[1]!).execute();
    const later = before[before.length - 2]!;
    await app.db.updateTable('products').set({ priceCents: 999_999 }).where('id', '=', later).execute();
    for (let n = 2; current.nextCursor; n += 1) {
      current = await page('price-low', n, current.nextCursor);
      seen.push(...current.products.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...before].sort());
    expect(seen.at(-1)).toBe(later);
  });

  it('refuses a cursor it did not make, or one made for another sort', async () => {
    const { nextCursor } = await page('rating', 1);
    for (const [sortBy, after] of [
      ['rating', 'bm90LWEtY3Vyc29y'],
      ['newest', nextCursor!],
    ] as const) {
      const res = await app.inject(`/api/categories/${slug}/products?sortBy=${sortBy}&after=${after}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CURSOR' });
    }
    // Well-formed tokens whose values no column could hold: refused, never a database error.
    const forged = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const [sortBy, key] of [
      ['newest', ['newest', 'yesterday', 'a'.repeat(24)]],
      ['newest', ['newest', '2026-13-45T00:00:00.000Z', 'a'.repeat(24)]],
      ['price-low', ['price-low', 1e308, 'a'.repeat(24)]],
      ['price-low', ['price-low', 1.5, 'a'.repeat(24)]],
      ['rating', ['rating', 4, null, 'a'.repeat(24)]],
    ] as const) {
      const res = await app.inject(
        `/api/categories/${slug}/products?sortBy=${sortBy}&after=${forged([...key])}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CURSOR' });
    }
    const res = await app.inject(`/api/categories/${slug}/products?after=${encodeURIComponent("x' or 1=1")}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('product counts per category, kept by the database', () => {
  it('follow products added, hidden, moved and deleted, on the list and on the page', async () => {
    const start = await activeCount();
    expect((await page('relevance', 1)).total).toBe(start);
    const template = await app.db
      .selectFrom('products')
      .selectAll()
      .where('categoryId', '=', categoryId)
      .executeTakeFirstOrThrow();
    const id = newId();
    await app.db
      .insertInto('products')
      .values({ ...template, id, isActive: 1 })
      .execute();
    expect(await activeCount()).toBe(start + 1);
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', id).execute();
    expect(await activeCount()).toBe(start);
    await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', id).execute();
    const other = await app.db
      .selectFrom('categories')
      .select('id')
      .where('id', '<>', categoryId)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('products').set({ categoryId: other.id }).where('id', '=', id).execute();
    expect(await activeCount()).toBe(start);
    await app.db.updateTable('products').set({ categoryId }).where('id', '=', id).execute();
    expect((await page('relevance', 1)).total).toBe(start + 1);
    await app.db.deleteFrom('products').where('id', '=', id).execute();
    expect(await activeCount()).toBe(start);
    expect((await page('relevance', 1)).total).toBe(start);
  });
});
