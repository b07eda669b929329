import type { AdminOrderFilters } from '@store/shared/schemas/admin-orders';
import { toDollars } from '@store/shared/money';
import { sql } from 'kysely';
import type { CsvValue } from '../../../lib/csv.ts';
import type { Ctx } from '../../../lib/context.ts';
import { parseAddress, orderPaymentStatus, paymentMoney } from '../../orders/index.ts';
import { CUSTOMER_COLUMNS, customerOf, filteredOrders } from '../orders/admin-order-filters.ts';
import { type Keyset, keysetPages } from './keyset-pages.ts';

/** The orders CSV's columns, in order. Money in dollars (two decimals), times in ISO-8601 UTC. */
export const ORDER_CSV_HEADER = [
  'Order Number',
  'Order ID',
  'Placed At (UTC)',
  'Status',
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Items',
  'Units',
  'Subtotal',
  'Discount',
  'Tax',
  'Shipping',
  'Total',
  'Refunded',
  'Coupon',
  'Payment Method',
  'Payment Status',
  'Shipping Method',
  'Tracking Number',
  'Carrier',
  'Street',
  'City',
  'State',
  'ZIP Code',
  'Country',
] as const;

const money = (cents: number) => toDollars(cents).toFixed(2);

/** One page of matching orders after `after`, newest first, with what the CSV shows of each. */
function readOrders(ctx: Ctx, filters: AdminOrderFilters, after: Keyset | null, size: number) {
  return filteredOrders(ctx.db, filters)
    .leftJoin('payments as p', 'p.orderId', 'o.id')
    .select((eb) => [
      'o.id',
      sql<string>`cast(${eb.ref('o.createdAt')} as text)`.as('keyAt'),
      'o.orderNumber',
      'o.createdAt',
      'o.status',
      'o.subtotalCents',
      'o.discountCents',
      'o.taxCents',
      'o.shippingCents',
      'o.totalCents',
      'o.couponCode',
      'o.paymentMethod',
      'o.paymentStatus',
      'o.shippingMethod',
      'o.trackingNumber',
      'o.carrier',
      'p.amountCents',
      'p.refundedCents',
      ...CUSTOMER_COLUMNS,
    ])
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('o.createdAt', '<', after!.at),
          eb.and([eb('o.createdAt', '=', after!.at), eb('o.id', '<', after!.id)]),
        ]),
      ),
    )
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(size)
    .execute();
}

/** The lines of a page of orders, read in one query: "2 × Linen Shirt; 1 × Canvas Tote" and units. */
async function itemsOf(ctx: Ctx, orderIds: readonly string[]) {
  const items = await ctx.db
    .selectFrom('orderItems')
    .select(['orderId', 'name', 'quantity'])
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('position')
    .execute();
  const byOrder = new Map<string, { summary: string[]; units: number }>();
  for (const item of items) {
    const entry = byOrder.get(item.orderId) ?? { summary: [], units: 0 };
    entry.summary.push(`${item.quantity} × ${item.name}`);
    entry.units += item.quantity;
    byOrder.set(item.orderId, entry);
  }
  return byOrder;
}

/** Every order the filters match, as CSV rows, a page at a time. */
export async function* orderCsvRows(ctx: Ctx, filters: AdminOrderFilters): AsyncGenerator<CsvValue[][]> {
  for await (const page of keysetPages((after, size) => readOrders(ctx, filters, after, size))) {
    const items = await itemsOf(
      ctx,
      page.map((o) => o.id),
    );
    yield page.map((o) => {
      const customer = customerOf(o);
      const address = parseAddress(o.shippingAddress);
      const lines = items.get(o.id);
      return [
        o.orderNumber,
        o.id,
        o.createdAt,
        o.status,
        customer.firstName,
        customer.lastName,
        customer.email,
        customer.phone,
        lines?.summary.join('; ') ?? '',
        lines?.units ?? 0,
        money(o.subtotalCents),
        money(o.discountCents),
        money(o.taxCents),
        money(o.shippingCents),
        money(o.totalCents),
        money(o.refundedCents ?? 0),
        o.couponCode,
        o.paymentMethod,
        orderPaymentStatus(o, paymentMoney(o)),
        o.shippingMethod,
        o.trackingNumber,
        o.carrier,
        address.street,
        address.city,
        address.state,
        address.zipCode,
        address.country,
      ];
    });
  }
}
