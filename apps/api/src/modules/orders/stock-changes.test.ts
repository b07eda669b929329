import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, type Samples, type Shopper } from '../../test/shoppers.ts';
import { signInStaff } from '../../test/staff.ts';
import { createPeerApp, createTestApp } from '../../test/test-app.ts';
import { placeOrder, type PlacedOrder } from '../admin/orders/admin-orders.fixtures.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two processes of one shop on one database and one Redis, each with its search answers cached for a
 * minute: a sale, a cancellation or a refund in either must show in both at once, not when the cached
 * answers expire (issue 19).
 */
let a: FastifyInstance;
let b: FastifyInstance;
let s: Samples;
let staff: Shopper;
let productName: string;

beforeAll(async () => {
  const config = { redisUrl: REDIS_URL, searchCacheTtlMs: 60_000 };
  a = await createTestApp({ config, shareable: true });
  b = await createPeerApp(a, config);
  s = await samples(a);
  staff = await signInStaff(a, 'admin', ['manage_orders']);
  const row = await a.db
    .selectFrom('products')
    .select('nameEn')
    .where('id', '=', s.plain.id)
    .executeTakeFirstOrThrow();
  productName = row.nameEn;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Leaves exactly one unit of the product the orders buy. */
async function lastUnitLeft(): Promise<void> {
  await a.db
    .updateTable('products')
    .set({ stockQuantity: 1, stockReserved: 0, inStock: 1 })
    .where('id', '=', s.plain.id)
    .execute();
}

/** The product as a search for its name shows it, from the process's answer cache when it holds it. */
async function inStockOnSearch(app: FastifyInstance): Promise<boolean> {
  const res = await app.inject({ url: `/api/search?q=${encodeURIComponent(productName)}` });
  const hit = res
    .json<{ products: { id: string; inStock: boolean }[] }>()
    .products.find((p) => p.id === s.plain.id);
  if (!hit) throw new Error(`a search for "${productName}" no longer finds it`);
  return hit.inStock;
}

/** The other process hears through Redis: what it shows within a second (it is milliseconds). */
async function inStockSoon(app: FastifyInstance, expected: boolean): Promise<boolean> {
  const deadline = Date.now() + 1000;
  let shown = await inStockOnSearch(app);
  while (shown !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    shown = await inStockOnSearch(app);
  }
  return shown;
}

const productOn = (app: FastifyInstance, etag?: string) =>
  app.inject({ url: `/api/products/${s.plain.id}`, headers: etag ? { 'if-none-match': etag } : {} });

describe('stock changes announce themselves to every process', () => {
  let sold: PlacedOrder;

  it('selling the last unit shows out of stock at once here, and in the other process', async () => {
    await lastUnitLeft();
    expect(await inStockOnSearch(a)).toBe(true);
    expect(await inStockOnSearch(b)).toBe(true);
    const before = await productOn(b);
    expect(before.json()).toMatchObject({ inStock: true, maxQuantity: 1 });
    const etag = before.headers.etag as string;
    expect((await productOn(b, etag)).statusCode).toBe(304);

    sold = await placeOrder(a, s, {}, 1);

    expect(await inStockOnSearch(a)).toBe(false);
    expect(await inStockSoon(b, false)).toBe(false);
    const after = await productOn(b, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()).toMatchObject({ inStock: false, maxQuantity: 0 });
  });

  it('a cancellation in the other process puts it back in stock in both', async () => {
    expect(await inStockOnSearch(a)).toBe(false);
    expect(await inStockOnSearch(b)).toBe(false);
    const res = await b.inject({
      method: 'PATCH',
      url: `/api/orders/${sold.id}/cancel`,
      headers: sold.shopper.auth,
      payload: { reason: 'Changed my mind' },
    });
    expect(res.statusCode).toBe(200);

    expect(await inStockOnSearch(b)).toBe(true);
    expect(await inStockSoon(a, true)).toBe(true);
    expect((await productOn(a)).json()).toMatchObject({ inStock: true, maxQuantity: 1 });
  });

  it('a refund by staff restocks in both processes', async () => {
    const order = await placeOrder(b, s, {}, 1);
    expect(await inStockOnSearch(b)).toBe(false);
    expect(await inStockSoon(a, false)).toBe(false);

    const res = await a.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      headers: staff.auth,
      payload: { status: 'refunded' },
    });
    expect(res.statusCode).toBe(200);

    expect(await inStockOnSearch(a)).toBe(true);
    expect(await inStockSoon(b, true)).toBe(true);
  });
});
