import type { Insertable } from 'kysely';
import type { OrderEventCode } from '@store/shared/constants';
import { computeTotals } from '@store/shared/pricing';
import { stableId } from '../db/ids.ts';
import type { OrderStatusColumn, UsersTable } from '../db/types.ts';
import type { OrderRows } from './orders.ts';
import { createRng } from './prng.ts';
import type { CatalogueRows } from './product-rows.ts';
import { userId } from './users.ts';

/**
 * The demo shop's trading history (issue 22): about 200 orders over the 90 days before the seed ran,
 * from two dozen customers writing in English or French, across every status, so that the dashboard
 * and the analytics show real curves on a first start. Seeded only with the demo accounts; the same
 * rows (stable ids, a fixed random seed) whenever it runs, dated from the day it first ran.
 */

export const HISTORY_ORDERS = 200;
const HISTORY_DAYS = 90;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Customer {
  first: string;
  last: string;
  lang: 'en' | 'fr';
  city: string;
  state: string;
  zipCode: string;
}

const CUSTOMERS: readonly Customer[] = [
  { first: 'Olivia', last: 'Bennett', lang: 'en', city: 'Portland', state: 'OR', zipCode: '97205' },
  { first: 'Lucas', last: 'Tremblay', lang: 'fr', city: 'Burlington', state: 'VT', zipCode: '05401' },
  { first: 'Emma', last: 'Nguyen', lang: 'en', city: 'Austin', state: 'TX', zipCode: '78701' },
  { first: 'Chloé', last: 'Lefèvre', lang: 'fr', city: 'New Orleans', state: 'LA', zipCode: '70116' },
  { first: 'Noah', last: 'Patel', lang: 'en', city: 'Chicago', state: 'IL', zipCode: '60607' },
  { first: 'Léa', last: 'Gagnon', lang: 'fr', city: 'Boston', state: 'MA', zipCode: '02116' },
  { first: 'Ava', last: 'Robinson', lang: 'en', city: 'Denver', state: 'CO', zipCode: '80202' },
  { first: 'Hugo', last: 'Bernard', lang: 'fr', city: 'Miami', state: 'FL', zipCode: '33130' },
  { first: 'Mia', last: 'Fischer', lang: 'en', city: 'Seattle', state: 'WA', zipCode: '98101' },
  { first: 'Manon', last: 'Roy', lang: 'fr', city: 'New York', state: 'NY', zipCode: '10012' },
  { first: 'Ethan', last: 'Clarke', lang: 'en', city: 'Atlanta', state: 'GA', zipCode: '30303' },
  { first: 'Jules', last: 'Moreau', lang: 'fr', city: 'San Diego', state: 'CA', zipCode: '92101' },
  { first: 'Isabella', last: 'Silva', lang: 'en', city: 'Phoenix', state: 'AZ', zipCode: '85004' },
  { first: 'Camille', last: 'Dubois', lang: 'fr', city: 'Philadelphia', state: 'PA', zipCode: '19106' },
  { first: 'James', last: 'Walker', lang: 'en', city: 'Nashville', state: 'TN', zipCode: '37203' },
  { first: 'Inès', last: 'Lambert', lang: 'fr', city: 'Minneapolis', state: 'MN', zipCode: '55401' },
  { first: 'Sophia', last: 'Kim', lang: 'en', city: 'Los Angeles', state: 'CA', zipCode: '90012' },
  { first: 'Théo', last: 'Girard', lang: 'fr', city: 'Detroit', state: 'MI', zipCode: '48226' },
  { first: 'Liam', last: "O'Connor", lang: 'en', city: 'Baltimore', state: 'MD', zipCode: '21202' },
  { first: 'Zoé', last: 'Fontaine', lang: 'fr', city: 'Salt Lake City', state: 'UT', zipCode: '84101' },
  { first: 'Grace', last: 'Hughes', lang: 'en', city: 'Raleigh', state: 'NC', zipCode: '27601' },
  { first: 'Louis', last: 'Mercier', lang: 'fr', city: 'Pittsburgh', state: 'PA', zipCode: '15222' },
  { first: 'Henry', last: 'Adams', lang: 'en', city: 'Columbus', state: 'OH', zipCode: '43215' },
  { first: 'Alice', last: 'Chevalier', lang: 'fr', city: 'Santa Fe', state: 'NM', zipCode: '87501' },
];

const emailOf = (c: Customer) =>
  `${c.first}.${c.last}@example.com`
    .normalize('NFD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase();

/**
 * The history's customers, signing in with the demo customer's published password; each signed up a
 * little before their first order, so the analytics see new customers arrive.
 */
export function historyCustomerRows(passwordHash: string, history: OrderRows): Insertable<UsersTable>[] {
  const firstOrder = new Map<string, number>();
  for (const order of history.orders) {
    const at = Date.parse(order.createdAt ?? '');
    const id = order.userId ?? '';
    firstOrder.set(id, Math.min(firstOrder.get(id) ?? at, at));
  }
  return CUSTOMERS.map((c) => {
    const id = userId(emailOf(c));
    const createdAt = new Date((firstOrder.get(id) ?? Date.now()) - 2 * HOUR_MS).toISOString();
    return {
      id,
      email: emailOf(c),
      passwordHash,
      firstName: c.first,
      lastName: c.last,
      phone: null,
      dateOfBirth: null,
      gender: null,
      avatar: null,
      role: 'user' as const,
      prefLanguage: c.lang,
      isActive: 1 as const,
      prefNewsletter: 0 as const,
      prefNotifyEmail: 1 as const,
      prefNotifySms: 0 as const,
      lastLoginAt: null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

type Step = [OrderStatusColumn, number, OrderEventCode | null];

/** An order's moves on its way to the door, as [status, hours after it was placed, code]. */
const FORWARD: readonly Step[] = [
  ['pending', 0, 'order_placed'],
  ['confirmed', 0.05, 'payment_received'],
  ['processing', 18, null],
  ['shipped', 30, null],
  ['delivered', 110, null],
];

/** The moves an order of that status went through: cancelled once paid, refunded once delivered. */
function pathTo(status: OrderStatusColumn): Step[] {
  if (status === 'cancelled') {
    return [
      ...FORWARD.slice(0, 2),
      ['cancelled', 5, 'cancelled_by_customer'],
      ['cancelled', 5.01, 'refund_issued'],
    ];
  }
  if (status === 'refunded')
    return [...FORWARD, ['refunded', 200, null], ['refunded', 200.01, 'refund_issued']];
  return FORWARD.slice(0, FORWARD.findIndex(([step]) => step === status) + 1);
}

/** What an order placed `ageDays` ago has become by now: the older, the further along. */
function statusAt(ageDays: number, roll: number): OrderStatusColumn {
  if (roll < 0.06) return 'cancelled';
  if (ageDays >= 12 && roll < 0.1) return 'refunded';
  if (ageDays >= 7) return 'delivered';
  if (ageDays >= 3) return roll < 0.5 ? 'shipped' : 'delivered';
  if (ageDays >= 1) return roll < 0.5 ? 'processing' : 'shipped';
  return roll < 0.3 ? 'pending' : 'confirmed';
}

/**
 * The history's orders, with their lines, timelines and payments (cancelled and refunded ones
 * refunded in full). Busier lately, as a growing shop would be.
 */
export function historyOrderRows(catalogue: CatalogueRows, now: number): OrderRows {
  const rng = createRng('demo-order-history');
  const rows: OrderRows = { orders: [], items: [], events: [], payments: [] };
  const products = catalogue.products.filter((p) => p.isActive !== 0);
  for (let i = 0; i < HISTORY_ORDERS; i += 1) {
    // Squared: more orders in the recent days than in the early ones.
    const ageDays = HISTORY_DAYS * (1 - Math.sqrt(rng.next()));
    const placed = now - ageDays * DAY_MS - rng.int(0, 3_600) * 1000;
    const placedAt = new Date(placed).toISOString();
    const customer = rng.pick(CUSTOMERS);
    const status = statusAt(ageDays, rng.next());
    const orderId = stableId(`order:history:${i}`);
    const number = `ORD-${placedAt.slice(0, 10).replaceAll('-', '')}-H${i.toString(36).toUpperCase().padStart(5, '0')}`;
    const lines = Array.from({ length: rng.int(1, 3) }, () => rng.pick(products));
    const items = [...new Set(lines)].map((product, position) => {
      const quantity = rng.int(1, 2);
      return {
        id: stableId(`order-item:history:${i}:${position}`),
        orderId,
        productId: product.id,
        variantId: null,
        sku: null,
        name: customer.lang === 'fr' ? (product.nameFr ?? product.nameEn) : product.nameEn,
        image: product.image,
        unitPriceCents: product.priceCents,
        lineTotalCents: product.priceCents * quantity,
        quantity,
        selectedOptions: '{}',
        position,
      };
    });
    const coupon = rng.chance(0.12) ? 'WELCOME5' : null;
    const totals = computeTotals(items, coupon ? 500 : 0);
    const address = JSON.stringify({
      firstName: customer.first,
      lastName: customer.last,
      phone: null,
      street: `${rng.int(10, 990)} Main Street`,
      city: customer.city,
      state: customer.state,
      zipCode: customer.zipCode,
      country: 'US',
    });
    const path = pathTo(status);
    const at = (hours: number) => new Date(Math.min(placed + hours * HOUR_MS, now)).toISOString();
    const shipped = path.some(([s]) => s === 'shipped');
    const moneyBack = status === 'cancelled' || status === 'refunded';
    const card = { cardBrand: rng.chance(0.7) ? 'visa' : 'mastercard', cardLastFour: '4242' };
    rows.orders.push({
      id: orderId,
      orderNumber: number,
      userId: userId(emailOf(customer)),
      email: emailOf(customer),
      status,
      currency: 'USD',
      subtotalCents: totals.subtotal,
      discountCents: totals.discount,
      taxCents: totals.tax,
      shippingCents: totals.shipping,
      totalCents: totals.total,
      couponCode: coupon,
      shippingAddress: address,
      billingAddress: address,
      paymentMethod: 'card',
      paymentStatus: 'succeeded',
      ...card,
      trackingNumber: shipped ? `1Z999AA1${(10_000_000 + i * 7919).toString()}` : null,
      carrier: shipped ? 'UPS' : null,
      estimatedDelivery: new Date(placed + 7 * DAY_MS).toISOString(),
      cancelReason: null,
      cancelReasonCode: status === 'cancelled' ? 'cancelled_by_customer' : null,
      createdAt: placedAt,
      updatedAt: at(path[path.length - 1]?.[1] ?? 0),
    });
    rows.items.push(...items);
    path.forEach(([eventStatus, hours, code], n) =>
      rows.events.push({
        id: stableId(`order-event:history:${i}:${n}`),
        orderId,
        status: eventStatus,
        note: null,
        code,
        actorUserId: null,
        createdAt: at(hours),
      }),
    );
    rows.payments.push({
      id: stableId(`payment:history:${i}`),
      provider: 'test',
      providerIntentId: `pi_demo_history_${i}`,
      orderId,
      cartId: null,
      userId: userId(emailOf(customer)),
      amountCents: totals.total,
      currency: 'USD',
      status: moneyBack ? 'refunded' : 'succeeded',
      refundedCents: moneyBack ? totals.total : 0,
      shippingAddress: address,
      billingAddress: address,
      ...card,
      lastError: null,
      createdAt: placedAt,
      updatedAt: at(0.05),
    });
  }
  return rows;
}
