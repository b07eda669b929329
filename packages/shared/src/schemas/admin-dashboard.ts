import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';

/** GET /api/admin/dashboard (admin §2 Dashboard, §3 Dashboard response). */

/** How many recent orders the dashboard lists. */
export const DASHBOARD_RECENT_ORDERS = 10;
/** The window of the revenue figure and of every change percentage. */
export const DASHBOARD_WINDOW_DAYS = 30;

/**
 * A figure's change over the last 30 days, in percent with one decimal (+12.5, -3): for the counts
 * (users, products, orders) the total now against the total 30 days ago; for revenue the last 30 days
 * against the 30 days before. Null when there is nothing to compare with (the earlier figure was 0).
 */
const change = z.number().nullable();

export const dashboardStatsSchema = z.object({
  users: z.number().int(),
  products: z.number().int(),
  orders: z.number().int(),
  /** Paid orders of the last 30 days, cancelled and refunded ones left out, in dollars. */
  revenue: z.number(),
  changes: z.object({ users: change, products: change, orders: change, revenue: change }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardRecentOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  /** The account's name, or for a guest order the name on its shipping address; the order's e-mail. */
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The order total in dollars (flat, as the dashboard reads it). */
  total: z.number(),
});
export type DashboardRecentOrder = z.infer<typeof dashboardRecentOrderSchema>;

/** After this many refused tries, a refund still owed is listed under "Needs attention". */
export const REFUND_ATTENTION_AFTER = 3;

/** A cancelled or refunded order whose refund the provider keeps refusing (it is still retried). */
export const dashboardRefundIssueSchema = z.object({
  /** The refund's id. */
  _id: z.string(),
  /** The order refunded; null for a payment refunded because it could not become an order. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** Whom the money is owed to: the account's e-mail (null when the account is gone). */
  email: z.string().nullable(),
  /** What is still owed to the customer, in dollars. */
  owed: z.number(),
  /** Tries the provider refused or did not answer. */
  attempts: z.number().int(),
  /** The provider's own words for the last refusal, as it gave them; null when it gave none. */
  lastError: z.string().nullable(),
  /** When the next automatic try may start. */
  nextTryAt: z.string(),
});
export type DashboardRefundIssue = z.infer<typeof dashboardRefundIssueSchema>;

export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  stats: dashboardStatsSchema,
  recentOrders: z.array(dashboardRecentOrderSchema),
  /** Refunds refused REFUND_ATTENTION_AFTER times or more, most refused first. */
  needsAttention: z.array(dashboardRefundIssueSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
