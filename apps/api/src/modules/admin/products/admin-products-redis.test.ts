import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../product-index/search-index.ts';
import type { Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { productBody, productCalls } from './admin-products.fixtures.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two processes of one shop: a write through one clears the other's caches, through Redis. */
let a: FastifyInstance;
let b: FastifyInstance;
let manager: Shopper;
const callsOnA = productCalls(
  () => a,
  () => manager,
);

beforeAll(async () => {
  const config = { redisUrl: REDIS_URL, searchCacheTtlMs: 60_000 };
  [a, b] = await Promise.all([createTestApp({ config }), createTestApp({ config })]);
  manager = await signInStaff(a, 'admin', ['manage_products']);
});
afterAll(async () => Promise.all([a.close(), b.close()]));

const namesOnB = async (q: string) =>
  (await b.inject({ url: `/api/search?q=${q}` }))
    .json<{ products: { name: string }[] }>()
    .products.map((p) => p.name);

describe('catalogueChanged across processes', () => {
  it('a product write in one process clears the search cache of another within a second', async () => {
    const target = await b.db
      .selectFrom('products')
      .select(['id', 'nameEn'])
      .where('isActive', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Each test app has its own database, so B's row is changed behind its back (as another process
    // would), and B's cached answer shows the old name until B hears about a write.
    await b.db
      .updateTable('products')
      .set({ nameEn: 'Wombatronic Kettle' })
      .where('id', '=', target.id)
      .execute();
    expect(await namesOnB('wombatronic')).toEqual([]);
    await reindexProducts(b.db, [target.id]);
    expect(await namesOnB('wombatronic')).toEqual([]);

    await callsOnA.created(productBody({ variants: [] }));
    const deadline = Date.now() + 1000;
    let names = await namesOnB('wombatronic');
    while (names.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      names = await namesOnB('wombatronic');
    }
    expect(names).toEqual(['Wombatronic Kettle']);
  });
});
