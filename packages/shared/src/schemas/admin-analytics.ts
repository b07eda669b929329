import { z } from 'zod';

/**
 * Analytics (admin §6 view_analytics, §7 analytics calls, §9 default range 30d). Money in dollars.
 * Revenue counts paid orders, cancelled and refunded ones left out; `orders` counts the same orders,
 * so the average order value is revenue / orders. Days and months are UTC.
 */

export const ANALYTICS_RANGES = ['7d', '30d', '90d', '12m'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';
/** How many products and categories the sales figures rank. */
export const ANALYTICS_TOP_LIMIT = 10;

export const analyticsQuerySchema = z.object({
  range: z.enum(ANALYTICS_RANGES).default(DEFAULT_ANALYTICS_RANGE),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** What a range covers: its first and last bucket ('2026-11-01', or '2026-11' by month for 12m). */
export const analyticsPeriodSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  interval: z.enum(['day', 'month']),
  /** Start of the first bucket (inclusive) and the moment of the answer, ISO-8601 UTC. */
  from: z.string(),
  to: z.string(),
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;

/** One day (YYYY-MM-DD) or month (YYYY-MM); a bucket without orders is there with zeros. */
export const revenuePointSchema = z.object({
  date: z.string(),
  revenue: z.number(),
  orders: z.number().int(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

/** GET /api/admin/analytics?range: the totals and revenue and orders over time. */
export const analyticsOverviewSchema = z.object({
  success: z.literal(true),
  period: analyticsPeriodSchema,
  totals: z.object({
    revenue: z.number(),
    orders: z.number().int(),
    averageOrderValue: z.number(),
    /** Distinct customers with a counted order in the range. */
    customers: z.number().int(),
  }),
  series: z.array(revenuePointSchema),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

const rankedSchema = z.object({
  id: z.string(),
  /** Empty when the product or category no longer exists: the screen names it. */
  name: z.string(),
  /** Units sold in counted orders. */
  quantity: z.number().int(),
  revenue: z.number(),
});
export type RankedSales = z.infer<typeof rankedSchema>;

/** GET /api/admin/analytics/sales?range: best sellers by revenue. */
export const analyticsSalesSchema = z.object({
  success: z.literal(true),
  period: analyticsPeriodSchema,
  /** The catalogue's current names; lines of products deleted since make one row with id null, name ''. */
  topProducts: z.array(rankedSchema),
  topCategories: z.array(rankedSchema),
  averageOrderValue: z.number(),
});
export type AnalyticsSales = z.infer<typeof analyticsSalesSchema>;

/** One bucket of new customer accounts. */
export const newCustomersPointSchema = z.object({ date: z.string(), customers: z.number().int() });
export type NewCustomersPoint = z.infer<typeof newCustomersPointSchema>;

/** GET /api/admin/analytics/users?range: sign-ups and loyalty. */
export const analyticsUsersSchema = z.object({
  success: z.literal(true),
  period: analyticsPeriodSchema,
  newCustomers: z.array(newCustomersPointSchema),
  totalNewCustomers: z.number().int(),
  /** Customers with a counted order in the range. */
  customers: z.number().int(),
  /** Of those, how many came back: two or more counted orders in the range, or one before it. */
  returningCustomers: z.number().int(),
  /** returningCustomers / customers in percent, one decimal; 0 without customers. */
  returningRate: z.number(),
});
export type AnalyticsUsers = z.infer<typeof analyticsUsersSchema>;

/**
 * GET /api/admin/analytics/funnel?range: product views, carts started (a cart's first line), and of
 * those carts the ones that became at least one counted order in the period ('ordered'). `conversion`
 * is given only where a step is a part of the one before, in percent (so at most 100): for 'ordered'
 * out of 'carts', null when no cart was started. Views and carts are counted apart (a cart can start
 * from a product card, without a view), so 'carts' has none.
 */
export const analyticsFunnelSchema = z.object({
  success: z.literal(true),
  period: analyticsPeriodSchema,
  steps: z.array(
    z.object({
      step: z.enum(['views', 'carts', 'ordered']),
      count: z.number().int(),
      conversion: z.number().max(100).nullable(),
    }),
  ),
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnelSchema>;
