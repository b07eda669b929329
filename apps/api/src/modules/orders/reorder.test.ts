import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, checkoutCalls } from '../../test/checkout.ts';
import {
  cartCalls,
  type Headers,
  openShop,
  registerShopper,
  type Samples,
  signInDemoCustomer,
} from '../../test/shoppers.ts';

let app: FastifyInstance;
let s: Samples;
let demo: Headers;
beforeAll(async () => {
  ({ app, s } = await openShop());
  demo = await signInDemoCustomer(app);
});
afterAll(async () => app.close());
const { add, getCart } = cartCalls(() => app);
const co = checkoutCalls(() => app);

const orders = (headers: Headers, query = '') => app.inject({ url: `/api/orders${query}`, headers });
const reorder = (headers: Headers, id: string) =>
  app.inject({ method: 'POST', url: `/api/orders/${id}/reorder`, headers });

/** Leaves `units` of a product on sale: its stock is set just above what payments hold. */
async function leaveInStock(productId: string, units: number) {
  await app.db
    .updateTable('products')
    .set((eb) => ({ stockQuantity: eb('stockReserved', '+', units) }))
    .where('id', '=', productId)
    .execute();
}

/** A new customer's order of these lines, paid and then delivered, with an empty cart afterwards. */
async function deliveredOrder(lines: { productId: string; quantity: number }[]) {
  const shopper = await registerShopper(app);
  for (const line of lines) await add(shopper.auth, line);
  const intent = await co.intentFor(shopper.auth);
  await co.payWith(intent, CARDS.succeeds);
  const order = (await co.confirm(shopper.auth, intent)).json<{ order: { _id: string } }>().order;
  await app.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', order._id).execute();
  return { shopper, orderId: order._id };
}

describe('reorder', () => {
  it('puts a delivered order’s items back in the cart at today’s prices, and says what it could not add', async () => {
    const delivered = (await orders(demo, '?status=delivered')).json().orders[0];
    await app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: demo });
    const [first, second] = delivered.items as {
      productId: string;
      variantId: string | null;
      name: string;
      quantity: number;
    }[];
    if (!first || !second) throw new Error('the delivered demo order has two lines');
    // The second line's variant is sold out today.
    await app.db
      .updateTable('productVariants')
      .set({ stockQuantity: 0 })
      .where('id', '=', second.variantId ?? '')
      .execute();

    const res = await reorder(demo, delivered._id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lines).toEqual([
      {
        productId: first.productId,
        name: first.name,
        ordered: first.quantity,
        added: first.quantity,
        result: 'added',
        reason: null,
      },
      {
        productId: second.productId,
        name: second.name,
        ordered: second.quantity,
        added: 0,
        result: 'left_out',
        reason: 'out_of_stock',
      },
    ]);
    expect(body.message).toBe('Some items could not be added in full');
    const cart = (await getCart(demo)).json().cart;
    expect(cart.items.map((i: { productId: string }) => i.productId)).toEqual([first.productId]);
    // Today's price, not the order's.
    const price = await app.db
      .selectFrom('productVariants')
      .select('priceCents')
      .where('id', '=', first.variantId ?? '')
      .executeTakeFirstOrThrow();
    expect(cart.items[0].price).toBe(price.priceCents / 100);
  });

  it('says per line what happened: reduced to what is left, left out as gone, reduced by the cart', async () => {
    const { shopper, orderId } = await deliveredOrder([
      { productId: s.plain.id, quantity: 2 },
      { productId: s.plain2.id, quantity: 1 },
      { productId: s.plain3.id, quantity: 3 },
    ]);
    const name = async (id: string) =>
      (await app.db.selectFrom('products').select('nameEn').where('id', '=', id).executeTakeFirstOrThrow())
        .nameEn;
    // One left of the first; the second is no longer sold; the cart already holds 2 of the 3 left
    // of the third.
    await leaveInStock(s.plain.id, 1);
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', s.plain2.id).execute();
    await leaveInStock(s.plain3.id, 3);
    await add(shopper.auth, { productId: s.plain3.id, quantity: 2 });

    const res = await reorder(shopper.auth, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toEqual([
      {
        productId: s.plain.id,
        name: await name(s.plain.id),
        ordered: 2,
        added: 1,
        result: 'reduced',
        reason: 'low_stock',
      },
      {
        productId: s.plain2.id,
        name: await name(s.plain2.id),
        ordered: 1,
        added: 0,
        result: 'left_out',
        reason: 'unavailable',
      },
      {
        productId: s.plain3.id,
        name: await name(s.plain3.id),
        ordered: 3,
        added: 1,
        result: 'reduced',
        reason: 'cart_limit',
      },
    ]);
    const cart = (await getCart(shopper.auth)).json().cart;
    const quantities = Object.fromEntries(
      cart.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]),
    );
    expect(quantities).toEqual({ [s.plain.id]: 1, [s.plain3.id]: 3 });

    // Again: nothing more fits, and every line says why.
    const again = (await reorder(shopper.auth, orderId)).json();
    expect(again.lines.map((l: { result: string; reason: string | null }) => [l.result, l.reason])).toEqual([
      ['left_out', 'cart_limit'],
      ['left_out', 'unavailable'],
      ['left_out', 'cart_limit'],
    ]);
    expect(again.message).toBe('None of these items can be ordered again right now');
    await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', s.plain2.id).execute();
  });

  it('only a delivered order can be ordered again', async () => {
    const shipped = (await orders(demo, '?status=shipped')).json().orders[0];
    const res = await reorder(demo, shipped._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_REORDERABLE');
  });
});
