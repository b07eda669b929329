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

export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  stats: dashboardStatsSchema,
  recentOrders: z.array(dashboardRecentOrderSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
