import { MONEY_BACK_STATUSES } from '@store/shared/constants';
import { toDollars } from '@store/shared/money';
import {
  ANALYTICS_TOP_LIMIT,
  type AnalyticsFunnel,
  type AnalyticsOverview,
  type AnalyticsSales,
  type AnalyticsUsers,
  type RankedSales,
} from '@store/shared/schemas/admin-analytics';
import type { ExpressionBuilder } from 'kysely';
import { utcPeriodOf } from '../../../db/dialect.ts';
import type { Database } from '../../../db/types.ts';
import type { Ctx } from '../../../lib/context.ts';
import { countedOrders } from '../../orders/index.ts';
import { fillBuckets, type Period, publicPeriod } from './analytics-period.ts';

/** Orders that count (paid, not cancelled or refunded) placed in the period. */
function countedIn(ctx: Ctx, period: Period) {
  return countedOrders(ctx.db).where('o.createdAt', '>=', period.from).where('o.createdAt', '<=', period.to);
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
    countedIn(ctx, period)
      .select((eb) => [
        bucket.label.as('bucket'),
        eb.fn.countAll<string | number>().as('orders'),
        sumOf(eb, 'o.totalCents').as('cents'),
      ])
      .groupBy(bucket.group)
      .execute(),
    // Distinct buyers through a DISTINCT subquery: PostgreSQL hashes it, where count(DISTINCT …)
    // sorts every order of the period (three times slower over a year).
    ctx.db
      .selectFrom(
        countedIn(ctx, period).select('o.userId').where('o.userId', 'is not', null).distinct().as('b'),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
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

interface Sold {
  quantity: number;
  cents: number;
}

/** The best `ANALYTICS_TOP_LIMIT` of a tally by revenue, named from `table`. */
async function ranked(
  ctx: Ctx,
  table: 'products' | 'categories',
  tally: Map<string, Sold>,
): Promise<RankedSales[]> {
  const best = [...tally].sort(([, a], [, b]) => b.cents - a.cents).slice(0, ANALYTICS_TOP_LIMIT);
  const names = best.length
    ? await ctx.db
        .selectFrom(table)
        .select(['id', 'nameEn'])
        .where(
          'id',
          'in',
          best.map(([id]) => id),
        )
        .execute()
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.nameEn]));
  return best.map(([id, sold]) => ({
    id,
    name: nameOf.get(id) ?? '',
    quantity: sold.quantity,
    revenue: toDollars(sold.cents),
  }));
}

/**
 * GET /api/admin/analytics/sales: best-selling products and categories by revenue (line totals), read
 * from the sales ledger (one row per product and day, or month for '12m', kept by the order state
 * machine) rather than from a year of order lines. The categories are added up from the per-product
 * sums, so each product is looked up once, and only the winners are named.
 */
export async function analyticsSales(ctx: Ctx, period: Period): Promise<AnalyticsSales> {
  const perProduct = ctx.db
    .selectFrom('productSales')
    .select((eb) => [
      'productId',
      eb.fn.sum<string | number>('quantity').as('quantity'),
      eb.fn.sum<string | number>('cents').as('cents'),
    ])
    .where('grain', '=', period.interval)
    .where('period', '>=', period.buckets[0]!)
    .where('period', '<=', period.buckets.at(-1)!)
    .groupBy('productId')
    .as('s');
  const [rows, totals] = await Promise.all([
    // Each sold product's category by a lookup of its own: PostgreSQL would rather join by reading
    // all 100,000 products than probe the index a few thousand times (5× slower at a year).
    ctx.db
      .selectFrom(perProduct)
      .select((eb) => [
        's.productId',
        's.quantity',
        's.cents',
        eb
          .selectFrom('products as p')
          .select('p.categoryId')
          .whereRef('p.id', '=', 's.productId')
          .as('categoryId'),
      ])
      .execute(),
    countedIn(ctx, period)
      .select((eb) => [eb.fn.countAll<string | number>().as('orders'), sumOf(eb, 'o.totalCents').as('cents')])
      .executeTakeFirstOrThrow(),
  ]);
  const products = new Map<string, Sold>();
  const categories = new Map<string, Sold>();
  for (const row of rows) {
    const sold = { quantity: num(row.quantity), cents: num(row.cents) };
    // Sales that were all taken back (cancelled, refunded) leave zero rows: not a seller.
    if (sold.quantity === 0 && sold.cents === 0) continue;
    products.set(row.productId, sold);
    if (!row.categoryId) continue;
    const category = categories.get(row.categoryId) ?? { quantity: 0, cents: 0 };
    categories.set(row.categoryId, {
      quantity: category.quantity + sold.quantity,
      cents: category.cents + sold.cents,
    });
  }
  const [topProducts, topCategories] = await Promise.all([
    ranked(ctx, 'products', products),
    ranked(ctx, 'categories', categories),
  ]);
  return {
    success: true,
    period: publicPeriod(period),
    topProducts,
    topCategories,
    averageOrderValue: average(num(totals.cents), num(totals.orders)),
  };
}

/** GET /api/admin/analytics/users: new customer accounts per bucket, and how many customers came back. */
export async function analyticsUsers(ctx: Ctx, period: Period): Promise<AnalyticsUsers> {
  const bucket = utcPeriodOf(ctx.db, 'u.createdAt', period.interval);
  // The period's buyers with their number of counted orders in it.
  const buyers = countedIn(ctx, period)
    .select((eb) => ['o.userId', eb.fn.countAll<string | number>().as('placed')])
    .where('o.userId', 'is not', null)
    .groupBy('o.userId')
    .as('b');
  const [rows, loyalty] = await Promise.all([
    ctx.db
      .selectFrom('users as u')
      .select((eb) => [bucket.label.as('bucket'), eb.fn.countAll<string | number>().as('customers')])
      .where('u.createdAt', '>=', period.from)
      .where('u.createdAt', '<=', period.to)
      .where('u.role', '=', 'user')
      .groupBy(bucket.group)
      .execute(),
    // A buyer came back if they ordered twice in the period, or had ordered before it (one short
    // probe of orders_customer each).
    ctx.db
      .selectFrom(buyers)
      .select((eb) => [
        eb.fn.countAll<string | number>().as('customers'),
        eb.fn
          .sum<string | number | null>(
            eb
              .case()
              .when(
                eb.or([
                  eb('b.placed', '>=', 2),
                  eb.exists(
                    eb
                      .selectFrom('orders as h')
                      .select('h.id')
                      .whereRef('h.userId', '=', 'b.userId')
                      .where('h.createdAt', '<', period.from)
                      .where('h.paymentStatus', '=', 'succeeded')
                      .where('h.status', 'not in', MONEY_BACK_STATUSES),
                  ),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
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

/**
 * GET /api/admin/analytics/funnel: product views and carts started in the period, and how many of
 * those carts became at least one counted order in the period. The last step is a cohort of the one
 * before (a cart that led to two orders counts once; an order from an older cart not at all), so its
 * rate never passes 100 %. Carts are no cohort of views (a product card adds to the cart without a
 * product page view), so no rate is given between those two.
 */
export async function analyticsFunnel(ctx: Ctx, period: Period): Promise<AnalyticsFunnel> {
  const inPeriod = (table: 'productViews' | 'carts') =>
    ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('createdAt', '>=', period.from)
      .where('createdAt', '<=', period.to)
      .executeTakeFirstOrThrow();
  const orderedCarts = countedIn(ctx, period)
    .innerJoin('payments as p', 'p.orderId', 'o.id')
    .innerJoin('carts as c', 'c.id', 'p.cartId')
    .where('c.createdAt', '>=', period.from)
    .where('c.createdAt', '<=', period.to)
    .select('c.id')
    .distinct()
    .as('ordered');
  const [views, carts, ordered] = await Promise.all([
    inPeriod('productViews'),
    inPeriod('carts'),
    ctx.db
      .selectFrom(orderedCarts)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const cartCount = num(carts.n);
  const orderedCount = num(ordered.n);
  return {
    success: true,
    period: publicPeriod(period),
    steps: [
      { step: 'views', count: num(views.n), conversion: null },
      { step: 'carts', count: cartCount, conversion: null },
      { step: 'ordered', count: orderedCount, conversion: percentOf(orderedCount, cartCount) },
    ],
  };
}
