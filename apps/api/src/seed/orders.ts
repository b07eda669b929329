import type { Insertable } from 'kysely';
import type { OrderEventCode } from '@store/shared/constants';
import { computeTotals } from '@store/shared/pricing';
import { stableId } from '../db/ids.ts';
import type {
  OrderEventsTable,
  OrderItemsTable,
  OrdersTable,
  OrderStatusColumn,
  PaymentsTable,
} from '../db/types.ts';
import { type CatalogueRows, productId } from './product-rows.ts';
import { CUSTOMER_HOME, DEMO_CUSTOMER } from './users.ts';

/** The demo customer's order history: one delivered order and one on its way. */

interface Line {
  slug: string;
  quantity: number;
  /** Picks the variant with exactly these attributes. */
  options?: { color?: string; size?: string; material?: string };
}

interface OrderPlan {
  number: string;
  placedAt: string;
  status: OrderStatusColumn;
  coupon: { code: string; discountCents: number } | null;
  lines: Line[];
  trackingNumber: string;
  estimatedDelivery: string;
  intent: string;
  /**
   * [status, hours after the order was placed, the shop's own code]: no staff notes, which would read
   * in one language only whatever the customer's.
   */
  timeline: [OrderStatusColumn, number, OrderEventCode | null][];
}

const PLANS: OrderPlan[] = [
  {
    number: 'ORD-20260914-K7M2QX',
    placedAt: '2026-09-14T15:22:41.000Z',
    status: 'delivered',
    coupon: { code: 'WELCOME5', discountCents: 500 },
    lines: [
      { slug: 'sonic-wave-anc-headphones', quantity: 1, options: { color: 'Black' } },
      { slug: 'essential-organic-cotton-tee', quantity: 2, options: { color: 'White', size: 'M' } },
    ],
    trackingNumber: '1Z999AA10123456784',
    estimatedDelivery: '2026-09-19T18:00:00.000Z',
    intent: 'pi_demo_3Nf8KqL2eZvKYlo2C1a7Xh0R',
    timeline: [
      ['pending', 0, 'order_placed'],
      ['confirmed', 0.05, 'payment_received'],
      ['processing', 18, null],
      ['shipped', 26, null],
      ['delivered', 98, null],
    ],
  },
  {
    number: 'ORD-20261027-P4T9BN',
    placedAt: '2026-10-27T10:05:12.000Z',
    status: 'shipped',
    coupon: null,
    lines: [
      { slug: 'radiance-vitamin-c-serum', quantity: 1 },
      { slug: 'gel-shine-nail-polish', quantity: 1, options: { color: 'Red' } },
    ],
    trackingNumber: '1Z999AA10198765432',
    estimatedDelivery: '2026-11-03T18:00:00.000Z',
    intent: 'pi_demo_3Pq1RtW8yXcVbNm4D2s9Gk5L',
    timeline: [
      ['pending', 0, 'order_placed'],
      ['confirmed', 0.04, 'payment_received'],
      ['processing', 20, null],
      ['shipped', 30, null],
    ],
  },
];

export interface OrderRows {
  orders: Insertable<OrdersTable>[];
  items: Insertable<OrderItemsTable>[];
  events: Insertable<OrderEventsTable>[];
  payments: Insertable<PaymentsTable>[];
}

const addressJson = JSON.stringify({
  firstName: DEMO_CUSTOMER.firstName,
  lastName: DEMO_CUSTOMER.lastName,
  phone: DEMO_CUSTOMER.phone,
  ...CUSTOMER_HOME,
});

const hoursAfter = (iso: string, hours: number): string =>
  new Date(Date.parse(iso) + Math.round(hours * 3_600_000)).toISOString();

/** Order items are snapshots of the seeded products, priced like a cart would be. */
function itemRows(plan: OrderPlan, orderId: string, catalogue: CatalogueRows) {
  return plan.lines.map((line, position): Insertable<OrderItemsTable> => {
    const pid = productId(line.slug);
    const product = catalogue.products.find((p) => p.id === pid);
    if (!product) throw new Error(`Order ${plan.number} names unknown product ${line.slug}`);
    const wanted = line.options ?? {};
    const variant = line.options
      ? catalogue.variants.find(
          (v) =>
            v.productId === pid &&
            (v.color ?? undefined) === wanted.color &&
            (v.size ?? undefined) === wanted.size &&
            (v.material ?? undefined) === wanted.material,
        )
      : undefined;
    if (line.options && !variant) throw new Error(`No such variant of ${line.slug}`);
    const unit = variant ? variant.priceCents : product.priceCents;
    return {
      id: stableId(`order-item:${plan.number}:${position}`),
      orderId,
      productId: pid,
      variantId: variant?.id ?? null,
      sku: variant?.sku ?? null,
      name: product.nameEn,
      image: product.image,
      unitPriceCents: unit,
      lineTotalCents: unit * line.quantity,
      quantity: line.quantity,
      selectedOptions: JSON.stringify(wanted),
      position,
    };
  });
}

export function orderRows(catalogue: CatalogueRows): OrderRows {
  const rows: OrderRows = { orders: [], items: [], events: [], payments: [] };
  for (const plan of PLANS) {
    const orderId = stableId(`order:${plan.number}`);
    const items = itemRows(plan, orderId, catalogue);
    const totals = computeTotals(
      items.map((i) => ({ unitPriceCents: i.unitPriceCents, quantity: i.quantity })),
      plan.coupon?.discountCents ?? 0,
    );
    const lastEvent = plan.timeline[plan.timeline.length - 1];
    const updatedAt = hoursAfter(plan.placedAt, lastEvent?.[1] ?? 0);
    const card = { cardBrand: 'visa', cardLastFour: '4242' };
    rows.orders.push({
      id: orderId,
      orderNumber: plan.number,
      userId: DEMO_CUSTOMER.id,
      email: DEMO_CUSTOMER.email,
      status: plan.status,
      currency: 'USD',
      subtotalCents: totals.subtotal,
      discountCents: totals.discount,
      taxCents: totals.tax,
      shippingCents: totals.shipping,
      totalCents: totals.total,
      couponCode: plan.coupon?.code ?? null,
      shippingAddress: addressJson,
      billingAddress: addressJson,
      paymentMethod: 'card',
      paymentStatus: 'succeeded',
      ...card,
      trackingNumber: plan.trackingNumber,
      carrier: 'UPS',
      estimatedDelivery: plan.estimatedDelivery,
      cancelReason: null,
      createdAt: plan.placedAt,
      updatedAt,
    });
    rows.items.push(...items);
    plan.timeline.forEach(([status, hours, code], i) =>
      rows.events.push({
        id: stableId(`order-event:${plan.number}:${i}`),
        orderId,
        status,
        note: null,
        code,
        actorUserId: null,
        createdAt: hoursAfter(plan.placedAt, hours),
      }),
    );
    rows.payments.push({
      id: stableId(`payment:${plan.number}`),
      provider: 'test',
      providerIntentId: plan.intent,
      orderId,
      cartId: null,
      userId: DEMO_CUSTOMER.id,
      amountCents: totals.total,
      currency: 'USD',
      status: 'succeeded',
      shippingAddress: addressJson,
      billingAddress: addressJson,
      ...card,
      lastError: null,
      createdAt: plan.placedAt,
      updatedAt: hoursAfter(plan.placedAt, 0.05),
    });
  }
  return rows;
}
