import { ESTIMATED_DELIVERY_DAYS, ORDER_STATUSES, type OrderStatus } from '@store/shared/constants';
import { toDollars } from '@store/shared/money';
import type { Order, OrderAddress } from '@store/shared/schemas/orders';
import type { Selectable } from 'kysely';
import type { OrderEventsTable, OrderItemsTable, OrdersTable } from '../../db/types.ts';
import type { Ctx } from '../../lib/context.ts';
import { canTransition } from './order-state-machine.ts';

type OrderRow = Selectable<OrdersTable>;

const DAY_MS = 86_400_000;

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

function paymentStatus(row: OrderRow): Order['payment']['status'] {
  if (row.status === 'refunded' || row.status === 'cancelled') {
    return row.paymentStatus === 'succeeded' ? 'refunded' : 'failed';
  }
  if (row.paymentStatus === 'succeeded') return 'succeeded';
  return row.paymentStatus === 'failed' || row.paymentStatus === 'canceled' ? 'failed' : 'pending';
}

/** Entries written in the same millisecond (placed, then paid) keep the order of the life cycle. */
function byTimeThenLifecycle(a: { createdAt: string; status: OrderStatus }, b: typeof a): number {
  return (
    Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
    ORDER_STATUSES.indexOf(a.status) - ORDER_STATUSES.indexOf(b.status)
  );
}

/** Orders as the API answers them: items, timeline and amounts in dollars, read in three queries. */
export async function toOrders(ctx: Ctx, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, events] = await Promise.all([
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
  ]);
  return mapOrders(rows, items, events);
}

/**
 * Orders from rows already in hand (their items in position order): placing an order answers what it
 * has just written without reading it back.
 */
export function mapOrders(
  rows: readonly OrderRow[],
  items: readonly Selectable<OrderItemsTable>[],
  events: readonly Selectable<OrderEventsTable>[],
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
      trackingNumber: row.trackingNumber,
      carrier: row.carrier,
      estimatedDelivery:
        row.estimatedDelivery ??
        new Date(Date.parse(row.createdAt) + ESTIMATED_DELIVERY_DAYS * DAY_MS).toISOString(),
    },
    shippingAddress: parseAddress(row.shippingAddress),
    billingAddress: parseAddress(row.billingAddress),
    payment: {
      method: row.paymentMethod,
      status: paymentStatus(row),
      cardBrand: row.cardBrand,
      lastFour: row.cardLastFour,
    },
    cancelReason: row.cancelReason,
    timeline: events
      .filter((e) => e.orderId === row.id)
      .sort(byTimeThenLifecycle)
      .map((e) => ({ status: e.status, timestamp: e.createdAt, note: e.note })),
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
