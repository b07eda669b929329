import { ORDER_STATUSES, type OrderStatus } from '@store/shared/constants';
import { toDollars } from '@store/shared/money';
import type { Order, OrderAddress } from '@store/shared/schemas/orders';
import type { Selectable } from 'kysely';
import type { OrderEventsTable, OrderItemsTable, OrdersTable } from '../../db/types.ts';
import type { Ctx } from '../../lib/context.ts';
import { estimatedDelivery } from './delivery-estimate.ts';
import { canTransition } from './order-state-machine.ts';
import { orderPaymentStatus, type PaymentMoney } from './payment-status.ts';

export type OrderRow = Selectable<OrdersTable>;

/** An address snapshot as stored (JSON text), with every field present. */
export function parseAddress(json: string): OrderAddress {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>;
  } catch {
    // A damaged snapshot still shows as an empty address rather than failing the whole order.
  }
  const field = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  return {
    firstName: field('firstName'),
    lastName: field('lastName'),
    street: field('street'),
    city: field('city'),
    state: field('state'),
    zipCode: field('zipCode'),
    country: field('country'),
    phone: field('phone'),
  };
}

function parseOptions(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** A payment's amounts, by the order it paid for. */
export type PaymentsByOrder = ReadonlyMap<string, PaymentMoney>;

/**
 * Entries written in the same millisecond (placed, then paid) keep the order of the life cycle; a
 * refund comes after the move that caused it.
 */
function byTimeThenLifecycle(
  a: { createdAt: string; status: OrderStatus; code: string | null },
  b: typeof a,
): number {
  return (
    Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
    ORDER_STATUSES.indexOf(a.status) - ORDER_STATUSES.indexOf(b.status) ||
    Number(a.code === 'refund_issued') - Number(b.code === 'refund_issued')
  );
}

/**
 * Orders as the API answers them: items, timeline, amounts in dollars and what their payments have
 * given back, read in four queries.
 */
export async function toOrders(ctx: Ctx, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, events, payments] = await Promise.all([
    ctx.db
      .selectFrom('orderItems')
      .selectAll()
      .where('orderId', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('orderEvents')
      .selectAll()
      .where('orderId', 'in', ids)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('payments')
      .select(['orderId', 'amountCents', 'refundedCents'])
      .where('orderId', 'in', ids)
      .execute(),
  ]);
  const byOrder = new Map(payments.map((p) => [p.orderId ?? '', p]));
  return mapOrders(rows, items, events, byOrder);
}

/**
 * Orders from rows already in hand (their items in position order): placing an order answers what it
 * has just written without reading it back (a new order has refunded nothing, so no payments).
 */
export function mapOrders(
  rows: readonly OrderRow[],
  items: readonly Selectable<OrderItemsTable>[],
  events: readonly Selectable<OrderEventsTable>[],
  payments: PaymentsByOrder = new Map(),
): Order[] {
  return rows.map((row) => ({
    _id: row.id,
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    createdAt: row.createdAt,
    email: row.email,
    items: items
      .filter((i) => i.orderId === row.id)
      .map((i) => ({
        _id: i.id,
        productId: i.productId,
        variantId: i.variantId,
        name: i.name,
        image: i.image,
        quantity: i.quantity,
        price: toDollars(i.unitPriceCents),
        lineTotal: toDollars(i.lineTotalCents),
        selectedOptions: parseOptions(i.selectedOptions),
      })),
    pricing: {
      subtotal: toDollars(row.subtotalCents),
      discount: toDollars(row.discountCents),
      tax: toDollars(row.taxCents),
      shipping: toDollars(row.shippingCents),
      total: toDollars(row.totalCents),
    },
    couponCode: row.couponCode,
    shipping: {
      method: row.shippingMethod,
      trackingNumber: row.trackingNumber,
      carrier: row.carrier,
      estimatedDelivery: row.estimatedDelivery ?? estimatedDelivery(row.createdAt, row.shippingMethod),
    },
    shippingAddress: parseAddress(row.shippingAddress),
    billingAddress: parseAddress(row.billingAddress),
    payment: {
      method: row.paymentMethod,
      status: orderPaymentStatus(row, payments.get(row.id)),
      cardBrand: row.cardBrand,
      lastFour: row.cardLastFour,
    },
    cancelReason: row.cancelReason,
    cancelReasonCode: row.cancelReasonCode,
    timeline: events
      .filter((e) => e.orderId === row.id)
      .sort(byTimeThenLifecycle)
      .map((e) => ({ status: e.status, timestamp: e.createdAt, note: e.note, code: e.code })),
    canCancel: canTransition(row.status, 'cancelled'),
    canReorder: row.status === 'delivered',
  }));
}

/** One order as the API answers it. */
export async function toOrder(ctx: Ctx, row: OrderRow): Promise<Order> {
  const [order] = await toOrders(ctx, [row]);
  if (!order) throw new Error('order mapping lost a row');
  return order;
}
