import { toDollars } from '@store/shared/money';
import {
  ANALYTICS_TOP_LIMIT,
  type AnalyticsFunnel,
  type AnalyticsOverview,
  type AnalyticsSales,
  type AnalyticsUsers,
  type RankedSales,
} from '@store/shared/schemas/admin-analytics';
import { type ExpressionBuilder, sql } from 'kysely';
import { utcPeriodOf } from '../../../db/dialect.ts';
import type { Database } from '../../../db/types.ts';
import type { Ctx } from '../../../lib/context.ts';
import { fillBuckets, type Period, publicPeriod } from './analytics-period.ts';

/** Orders that brought no money in the end: never revenue. */
const UNPAID_STATUSES = ['cancelled', 'refunded'] as const;

/** Orders that count: paid, not cancelled or refunded, placed in the period. */
function countedOrders(ctx: Ctx, period: Period) {
  return ctx.db
    .selectFrom('orders as o')
    .where('o.createdAt', '>=', period.from)
    .where('o.createdAt', '<=', period.to)
    .where('o.paymentStatus', '=', 'succeeded')
    .where('o.status', 'not in', UNPAID_STATUSES);
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);
const sumOf = (eb: ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>, column: 'o.totalCents') =>
  eb.fn.coalesce(eb.fn.sum<string | number | null>(column), eb.lit(0));
/** `part` of `whole` in percent with one decimal; null when there is no whole. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
const average = (cents: number, count: number) => (count === 0 ? 0 : toDollars(Math.round(cents / count)));

/** GET /api/admin/analytics: revenue, orders, average order value and customers, and the series. */
export async function analyticsOverview(ctx: Ctx, period: Period): Promise<AnalyticsOverview> {
  const bucket = utcPeriodOf(ctx.db, 'o.createdAt', period.interval);
  const [rows, customers] = await Promise.all([
    countedOrders(ctx, period)
      .select((eb) => [
        bucket.as('bucket'),
        eb.fn.countAll<string | number>().as('orders'),
        sumOf(eb, 'o.totalCents').as('cents'),
      ])
      .groupBy(bucket)
      .execute(),
    countedOrders(ctx, period)
      .select((eb) => eb.fn.count<string | number>('o.userId').distinct().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const series = fillBuckets(period, rows, (date, row) => ({
    date,
    revenue: toDollars(num(row?.cents)),
    orders: num(row?.orders),
  }));
  const cents = rows.reduce((total, row) => total + num(row.cents), 0);
  const orders = rows.reduce((total, row) => total + num(row.orders), 0);
  return {
    success: true,
    period: publicPeriod(period),
    totals: {
      revenue: toDollars(cents),
      orders,
      averageOrderValue: average(cents, orders),
      customers: num(customers.n),
    },
    series,
  };
}

interface RankedRow {
  id: string | null;
  quantity: string | number | null;
  cents: string | number | null;
}

const ranked = (rows: readonly RankedRow[], names: Map<string | null, string>): RankedSales[] =>
  rows.map((row) => ({
    id: row.id,
    name: names.get(row.id) ?? '',
    quantity: num(row.quantity),
    revenue: toDollars(num(row.cents)),
  }));

/** GET /api/admin/analytics/sales: best-selling products and categories by revenue (line totals). */
export async function analyticsSales(ctx: Ctx, period: Period): Promise<AnalyticsSales> {
  const lines = countedOrders(ctx, period).innerJoin('orderItems as i', 'i.orderId', 'o.id');
  const lineTotals = (eb: ExpressionBuilder<Database & { i: Database['orderItems'] }, 'i'>) => [
    eb.fn.sum<string | number | null>('i.quantity').as('quantity'),
    eb.fn.sum<string | number | null>('i.lineTotalCents').as('cents'),
  ];
  const [products, categories, totals] = await Promise.all([
    lines
      .select((eb) => ['i.productId as id', eb.fn.max('i.name').as('lineName'), ...lineTotals(eb)])
      .groupBy('i.productId')
      .orderBy('cents', 'desc')
      .limit(ANALYTICS_TOP_LIMIT)
      .execute(),
    lines
      .innerJoin('products as p', 'p.id', 'i.productId')
      .select((eb) => ['p.categoryId as id', ...lineTotals(eb)])
      .groupBy('p.categoryId')
      .orderBy('cents', 'desc')
      .limit(ANALYTICS_TOP_LIMIT)
      .execute(),
    countedOrders(ctx, period)
      .select((eb) => [eb.fn.countAll<string | number>().as('orders'), sumOf(eb, 'o.totalCents').as('cents')])
      .executeTakeFirstOrThrow(),
  ]);
  const productIds = products.flatMap((row) => (row.id ? [row.id] : []));
  const categoryIds = categories.map((row) => row.id);
  const [productNames, categoryNames] = await Promise.all([
    productIds.length
      ? ctx.db.selectFrom('products').select(['id', 'nameEn']).where('id', 'in', productIds).execute()
      : [],
    categoryIds.length
      ? ctx.db.selectFrom('categories').select(['id', 'nameEn']).where('id', 'in', categoryIds).execute()
      : [],
  ]);
  // A product still in the catalogue shows its current name; a deleted one the name on its order lines.
  const names = new Map<string | null, string>(products.map((row) => [row.id, String(row.lineName ?? '')]));
  for (const row of productNames) names.set(row.id, row.nameEn);
  return {
    success: true,
    period: publicPeriod(period),
    topProducts: ranked(products, names),
    topCategories: ranked(categories, new Map(categoryNames.map((row) => [row.id, row.nameEn]))),
    averageOrderValue: average(num(totals.cents), num(totals.orders)),
  };
}

/** GET /api/admin/analytics/users: new customer accounts per bucket, and how many customers came back. */
export async function analyticsUsers(ctx: Ctx, period: Period): Promise<AnalyticsUsers> {
  const bucket = utcPeriodOf(ctx.db, 'u.createdAt', period.interval);
  const buyers = countedOrders(ctx, period).select('o.userId').where('o.userId', 'is not', null);
  const [rows, loyalty] = await Promise.all([
    ctx.db
      .selectFrom('users as u')
      .select((eb) => [bucket.as('bucket'), eb.fn.countAll<string | number>().as('customers')])
      .where('u.createdAt', '>=', period.from)
      .where('u.createdAt', '<=', period.to)
      .where('u.role', '=', 'user')
      .groupBy(bucket)
      .execute(),
    // Every counted order of each buyer of the period, up to its end: two or more is a returning customer.
    ctx.db
      .selectFrom((db) =>
        db
          .selectFrom('orders as h')
          .select((eb) => ['h.userId', eb.fn.countAll<string | number>().as('placed')])
          .where('h.userId', 'in', buyers)
          .where('h.createdAt', '<=', period.to)
          .where('h.paymentStatus', '=', 'succeeded')
          .where('h.status', 'not in', UNPAID_STATUSES)
          .groupBy('h.userId')
          .as('b'),
      )
      .select((eb) => [
        eb.fn.countAll<string | number>().as('customers'),
        eb.fn
          .sum<string | number | null>(sql`case when ${sql.ref('b.placed')} >= 2 then 1 else 0 end`)
          .as('back'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const newCustomers = fillBuckets(period, rows, (date, row) => ({ date, customers: num(row?.customers) }));
  const customers = num(loyalty.customers);
  const returningCustomers = num(loyalty.back);
  return {
    success: true,
    period: publicPeriod(period),
    newCustomers,
    totalNewCustomers: newCustomers.reduce((total, point) => total + point.customers, 0),
    customers,
    returningCustomers,
    returningRate: percentOf(returningCustomers, customers) ?? 0,
  };
}

/** GET /api/admin/analytics/funnel: product views, carts started and counted orders of the period. */
export async function analyticsFunnel(ctx: Ctx, period: Period): Promise<AnalyticsFunnel> {
  const inPeriod = (table: 'productViews' | 'carts') =>
    ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('createdAt', '>=', period.from)
      .where('createdAt', '<=', period.to)
      .executeTakeFirstOrThrow();
  const [views, carts, orders] = await Promise.all([
    inPeriod('productViews'),
    inPeriod('carts'),
    countedOrders(ctx, period)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const counts = [num(views.n), num(carts.n), num(orders.n)] as const;
  return {
    success: true,
    period: publicPeriod(period),
    steps: (['views', 'carts', 'orders'] as const).map((step, i) => ({
      step,
      count: counts[i]!,
      conversion: i === 0 ? null : percentOf(counts[i]!, counts[i - 1]!),
    })),
  };
}
