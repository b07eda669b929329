import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartCalls,
  guest,
  type Headers,
  openShop,
  registerShopper,
  type Samples,
} from '../../test/shoppers.ts';

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, s } = await openShop()));
afterAll(async () => app.close());
const { getCart, add } = cartCalls(() => app);

const IN_STOCK = 8;
const PARALLEL_ADDS = 20;

/** A variant with exactly IN_STOCK units on hand and none reserved. */
async function variantWithEightLeft() {
  const variant = s.variantProduct.variants[0];
  if (!variant) throw new Error('no variant sample');
  await app.db
    .updateTable('productVariants')
    .set({ stockQuantity: IN_STOCK, stockReserved: 0 })
    .where('id', '=', variant.id)
    .execute();
  return { productId: s.variantProduct.id, selectedVariant: variant.id };
}

describe('parallel adds to one cart line', () => {
  it.each([
    ['a guest', async (): Promise<Headers> => guest()],
    ['a signed-in customer', async (): Promise<Headers> => (await registerShopper(app)).auth],
  ])('%s: every 2xx is counted and the rest are refused with the stock message', async (_who, who) => {
    const headers = await who();
    const line = await variantWithEightLeft();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_ADDS }, () => add(headers, { ...line, quantity: 1 })),
    );
    const accepted = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(accepted).toHaveLength(IN_STOCK);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
      expect(r.json().error).toMatch(/^Only 8 left in stock/);
    }
    const items = (await getCart(headers)).json().cart.items as { quantity: number }[];
    expect(items.map((i) => i.quantity)).toEqual([IN_STOCK]);
  });
});
