import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { adminPageQuerySchema, adminPaginationSchema, isStorableDate } from './admin-common.ts';
import { adminUserFiltersSchema } from './admin-users.ts';
import { idSchema } from './common.ts';
import { ORDER_PAYMENT_STATUSES, orderSchema } from './orders.ts';
import { multilineText, text } from './text.ts';

/**
 * Orders Management (admin §2, §3 Order, §5 Order status update, §7 order calls) and the orders CSV
 * export. Money in dollars. Statuses move only as the order state machine allows: an order answers
 * the statuses it may move to next (`nextStatuses`), and the status form offers only those.
 */

/** The spec's texts (§5, §8), returned by the server and shown by the form. */
export const ORDER_STATUS_MESSAGES = {
  statusRequired: 'Please select a status',
  trackingRequired: 'Tracking number is required to ship an order',
  carrierRequired: 'Carrier is required to ship an order',
  updateFailed: 'Failed to update order status',
} as const;
export type OrderStatusMessageKey = keyof typeof ORDER_STATUS_MESSAGES;

/** A day (YYYY-MM-DD, the whole UTC day) or an exact ISO-8601 instant with its offset. */
const DAY_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const dateBound = text()
  .regex(DAY_OR_INSTANT, 'Dates are YYYY-MM-DD or an ISO-8601 date and time')
  .refine(isStorableDate, 'Not a real date');

/** An order status, or '' for every status (what an "All statuses" select sends). */
const statusFilter = z.enum([...ORDER_STATUSES, '']).transform((value) => (value === '' ? undefined : value));

/**
 * The filters of the orders list and of its CSV export:
 * - `search`: part of the order number, of the customer's first or last name, or of their e-mail;
 * - `status`: one status;
 * - `dateFrom` / `dateTo`: placed on or after / on or before; a bare day covers the whole (UTC) day,
 *   an instant is exact (the panel sends the admin's local day as instants).
 */
export const adminOrderFiltersSchema = z.object({
  search: text().trim().max(200).optional(),
  status: statusFilter.optional(),
  dateFrom: dateBound.optional(),
  dateTo: dateBound.optional(),
});
export type AdminOrderFilters = z.output<typeof adminOrderFiltersSchema>;

/** GET /api/admin/orders: 20 a page, newest first (admin §7, §9). */
export const adminOrdersQuerySchema = adminPageQuerySchema.extend(adminOrderFiltersSchema.shape);
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderParamsSchema = z.object({ id: idSchema });

/** The customer as the admin sees them: the account's name, else the shipping address's. */
export const adminOrderCustomerSchema = z.object({
  /** The account; null when it has been deleted since. */
  id: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type AdminOrderCustomer = z.infer<typeof adminOrderCustomerSchema>;

/** A row of the orders table (admin §2). */
export const adminOrderRowSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  user: adminOrderCustomerSchema,
  /** Units in the order. */
  itemCount: z.number().int(),
  pricing: z.object({ total: z.number() }),
  /** `status` tells a refund still owed (refund_pending) at a glance. */
  payment: z.object({ method: z.string(), status: z.enum(ORDER_PAYMENT_STATUSES) }),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderRowSchema),
  pagination: adminPaginationSchema,
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/**
 * GET /api/admin/orders/{id}: the order as its customer sees it (§3 shape and more), its customer,
 * the statuses it may move to next, and whether a refund is still owed (a cancelled or refunded order
 * whose refund the payment provider has not taken yet: setting the same status again retries it).
 */
export const adminOrderSchema = orderSchema.extend({
  user: adminOrderCustomerSchema,
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  refundDue: z.boolean(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderResponseSchema = z.object({ success: z.literal(true), order: adminOrderSchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

const m = ORDER_STATUS_MESSAGES;
const optionalLine = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * PUT /api/admin/orders/{id}/status (admin §5 'Please select a status'). `notes` go on the timeline;
 * shipping needs the tracking number and the carrier, which the customer's e-mail then shows.
 */
export const adminOrderStatusBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: m.statusRequired }),
    notes: multilineText().trim().max(1000).optional(),
    trackingNumber: optionalLine(100),
    carrier: optionalLine(100),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return;
    if (!body.trackingNumber)
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: m.trackingRequired });
    if (!body.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: m.carrierRequired });
  });
export type AdminOrderStatusBody = z.input<typeof adminOrderStatusBodySchema>;
export type AdminOrderStatusInput = z.output<typeof adminOrderStatusBodySchema>;

export const adminOrderStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderSchema,
});
export type AdminOrderStatusResponse = z.infer<typeof adminOrderStatusResponseSchema>;

/** `?format=csv` of the exports (admin §7); CSV is the one format. */
export const exportFormatSchema = z.object({ format: z.enum(['csv']).default('csv') });

/** GET /api/admin/export/orders: the orders list's filters, every matching order. */
export const adminOrdersExportQuerySchema = exportFormatSchema.extend(adminOrderFiltersSchema.shape);

/**
 * GET /api/admin/export/users: the users list's own filters (GET /api/admin/users, `search`, `role`,
 * `isActive`), every matching account.
 */
export const adminUsersExportQuerySchema = exportFormatSchema.extend(adminUserFiltersSchema.shape);
export type AdminUsersExportQuery = z.input<typeof adminUsersExportQuerySchema>;
