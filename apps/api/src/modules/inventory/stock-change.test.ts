import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../lib/context.ts';
import { openShop, type Samples } from '../../test/shoppers.ts';
import { jobContext } from '../../test/test-app.ts';
import { changeStock, type StockRow } from './index.ts';

/**
 * The one stock change every caller makes: whatever is asked, no count goes below zero and the shelf
 * never holds fewer units than payments hold; a refused change changes nothing.
 */
let app: FastifyInstance;
let s: Samples;
let ctx: Ctx;

beforeAll(async () => {
  ({ app, s } = await openShop());
  ctx = jobContext(app);
});
afterAll(async () => app?.close());

async function productStock(id: string) {
  return app.db
    .selectFrom('products')
    .select(['stockQuantity', 'stockReserved', 'inStock'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function variantStock(id: string) {
  return app.db
    .selectFrom('productVariants')
    .select(['stockQuantity', 'stockReserved'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('changeStock', () => {
  it('holds what is free, and refuses a hold of more', async () => {
    const row: StockRow = { productId: s.plain2.id, variantId: null };
    await changeStock(ctx, row, { set: 5 });
    expect(await changeStock(ctx, row, { hold: 3, forSale: true })).toBe(true);
    expect(await changeStock(ctx, row, { hold: 3, forSale: true })).toBe(false);
    expect(await productStock(s.plain2.id)).toMatchObject({ stockQuantity: 5, stockReserved: 3 });
  });

  it('never sets the shelf below what payments hold, nor frees more than is held', async () => {
    const row: StockRow = { productId: s.plain2.id, variantId: null };
    expect(await changeStock(ctx, row, { set: 2 })).toBe(false);
    expect(await changeStock(ctx, row, { hold: -4 })).toBe(false);
    expect(await changeStock(ctx, row, { add: -3 })).toBe(false);
    expect(await productStock(s.plain2.id)).toMatchObject({ stockQuantity: 5, stockReserved: 3 });
    expect(await changeStock(ctx, row, { set: 3 })).toBe(true);
    expect(await productStock(s.plain2.id)).toMatchObject({ stockQuantity: 3, stockReserved: 3 });
  });

  it('sells held units, marks a sold-out product out of stock and back in stock on a restock', async () => {
    const row: StockRow = { productId: s.plain2.id, variantId: null };
    expect(await changeStock(ctx, row, { add: -3, hold: -3 })).toBe(true);
    expect(await productStock(s.plain2.id)).toEqual({ stockQuantity: 0, stockReserved: 0, inStock: 0 });
    expect(await changeStock(ctx, row, { hold: 1, forSale: true })).toBe(false);
    expect(await changeStock(ctx, row, { add: 2 })).toBe(true);
    expect(await productStock(s.plain2.id)).toEqual({ stockQuantity: 2, stockReserved: 0, inStock: 1 });
  });

  it('guards a variant the same way', async () => {
    const variant = s.variantProduct.variants[0]!;
    const row: StockRow = { productId: s.variantProduct.id, variantId: variant.id };
    expect(await changeStock(ctx, row, { set: 1 })).toBe(true);
    expect(await changeStock(ctx, row, { hold: 2, forSale: true })).toBe(false);
    expect(await changeStock(ctx, row, { hold: 1, forSale: true })).toBe(true);
    expect(await changeStock(ctx, row, { set: 0 })).toBe(false);
    expect(await variantStock(variant.id)).toEqual({ stockQuantity: 1, stockReserved: 1 });
  });
});
