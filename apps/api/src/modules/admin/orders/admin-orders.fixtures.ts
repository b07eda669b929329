import type { OrderStatus } from '@store/shared/constants';
import type { FastifyInstance } from 'fastify';
import { CARDS, checkoutCalls } from '../../../test/checkout.ts';
import { cartCalls, registerShopper, type Samples, type Shopper } from '../../../test/shoppers.ts';

/** Orders placed through the real checkout, for the admin orders suites. */

export interface PlacedOrder {
  shopper: Shopper;
  id: string;
  orderNumber: string;
}

/**
 * A new customer (named as given) who buys `quantity` units of the cheapest plain product and pays
 * with the test card (or `card`): a confirmed order with a succeeded payment, as the storefront makes
 * them.
 */
export async function placeOrder(
  app: FastifyInstance,
  s: Samples,
  customer: { firstName?: string; lastName?: string } = {},
  quantity = 1,
  card: string = CARDS.succeeds,
): Promise<PlacedOrder> {
  const shopper = await registerShopper(app, customer);
  const co = checkoutCalls(() => app);
  await cartCalls(() => app).add(shopper.auth, { productId: s.plain.id, quantity });
  const intent = await co.intentFor(shopper.auth);
  await co.payWith(intent, card);
  const res = await co.confirm(shopper.auth, intent);
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
  const order = res.json<{ order: { _id: string; orderNumber: string } }>().order;
  return { shopper, id: order._id, orderNumber: order.orderNumber };
}

/**
 * Puts an order in a status directly, as if its earlier moves had happened (test set-up only); a
 * cancelled or refunded one has had its payment given back, as it would have.
 */
export async function forceStatus(app: FastifyInstance, orderId: string, status: OrderStatus) {
  await app.db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
  if (status === 'cancelled' || status === 'refunded') {
    await app.db
      .updateTable('payments')
      .set((eb) => ({ refundedCents: eb.ref('amountCents'), status: 'refunded' as const }))
      .where('orderId', '=', orderId)
      .execute();
  }
}

/** Stock of the product the fixtures buy. */
export async function stockOf(app: FastifyInstance, productId: string): Promise<number> {
  const row = await app.db
    .selectFrom('products')
    .select('stockQuantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stockQuantity;
}

/** The customer cancels their own order from /orders, as the storefront does. */
export function cancelAsCustomer(app: FastifyInstance, order: PlacedOrder) {
  return app.inject({
    method: 'PATCH',
    url: `/api/orders/${order.id}/cancel`,
    headers: order.shopper.auth,
    payload: { reason: 'Cancelled by customer' },
  });
}
