import { z } from 'zod';
import {
  CANCEL_REASON_CODES,
  CUSTOMER_CANCEL_REASON,
  ORDER_EVENT_CODES,
  ORDER_STATUSES,
  ORDER_CLAIM_MAX_LINKS,
  ORDERS_PAGE_SIZE,
  SHIPPING_METHODS,
} from '../constants.ts';
import { cartSchema } from './cart.ts';
import { text } from './text.ts';
import { FIELD_LIMITS } from '../field-limits.ts';

/** Orders as the storefront reads them (storefront §3 Order, Order item; §7 Payment and orders). */

export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** A line as it was bought: a snapshot that later catalogue changes do not touch. */
export const orderItemSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  lineTotal: z.number(),
  selectedOptions: z.record(z.string(), z.string()),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  timestamp: z.string(),
  /** A person's own words (a staff note, a customer's reason); the shop's own entries carry `code`. */
  note: z.string().nullable(),
  // Defaults keep e-mails queued before codes existed readable by the outbox worker.
  code: z.enum(ORDER_EVENT_CODES).nullable().default(null),
});

/**
 * The payment as the customer is told about it. `refund_pending`: the order is cancelled or refunded
 * but the provider has not taken the refund yet, so nobody may read "refunded" until it has.
 */
export const ORDER_PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'refund_pending',
  'refunded',
  'failed',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  email: z.string(),
  items: z.array(orderItemSchema),
  pricing: z.object({
    subtotal: z.number(),
    discount: z.number(),
    tax: z.number(),
    shipping: z.number(),
    total: z.number(),
  }),
  couponCode: z.string().nullable(),
  shipping: z.object({
    /** How it travels; e-mails queued before methods existed read standard. */
    method: z.enum(SHIPPING_METHODS).default('standard'),
    trackingNumber: z.string().nullable(),
    carrier: z.string().nullable(),
    /** The method's last day after the order date (7 for standard, storefront §2; 2 for express). */
    estimatedDelivery: z.string(),
  }),
  shippingAddress: orderAddressSchema,
  billingAddress: orderAddressSchema,
  payment: z.object({
    method: z.string(),
    status: z.enum(ORDER_PAYMENT_STATUSES),
    cardBrand: z.string().nullable(),
    lastFour: z.string().nullable(),
  }),
  /** Why it was cancelled in someone's own words (a staff note, a customer's own reason). */
  cancelReason: z.string().nullable(),
  /** Why it was cancelled, as a code the reader's language words. */
  cancelReasonCode: z.enum(CANCEL_REASON_CODES).nullable().default(null),
  timeline: z.array(orderEventSchema),
  /** What the customer may do now: cancel (pending, confirmed) and reorder (delivered). */
  canCancel: z.boolean(),
  canReorder: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ success: z.literal(true), order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** A confirmed payment's order; a guest also gets the token of the order's private link. */
export const placedOrderResponseSchema = orderResponseSchema.extend({
  accessToken: z.string().optional(),
});
export type PlacedOrderResponse = z.infer<typeof placedOrderResponseSchema>;

/** A private order link's token, as it travels in the path (malformed ones are simply not found). */
export const orderLinkParamsSchema = z.object({ token: text().max(200) });

/** The private links of the guest orders a shopper claims for the account they are signed in to. */
export const claimOrdersBodySchema = z.object({
  tokens: z.array(text().max(200)).min(1).max(ORDER_CLAIM_MAX_LINKS),
});
export const claimOrdersResponseSchema = z.object({
  success: z.literal(true),
  /** The orders now in the account (already claimed ones are not counted again). */
  claimed: z.array(z.object({ id: z.string(), orderNumber: z.string() })),
});
export type ClaimOrdersResponse = z.infer<typeof claimOrdersResponseSchema>;

export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
  status: z.enum(ORDER_STATUSES).optional(),
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

export const ordersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderSchema),
  pagination: z.object({
    current: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    limit: z.number().int(),
  }),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/**
 * The reason the storefront sends is 'Cancelled by customer' (storefront §4): it is stored as the code
 * `cancelled_by_customer`; any other reason is kept as the customer's own words beside that code.
 */
export const cancelOrderBodySchema = z.object({
  reason: text().trim().max(500).default(CUSTOMER_CANCEL_REASON),
});

/** What became of one ordered line: all of it is back in the cart, only part of it, or none. */
export const REORDER_RESULTS = ['added', 'reduced', 'left_out'] as const;
/**
 * Why a line was reduced or left out: the product (or its variant, or its category) is no longer
 * sold, none is left, fewer are left than were ordered, or the cart already holds what one line may
 * (stock on hand, at most MAX_LINE_QUANTITY).
 */
export const REORDER_REASONS = ['unavailable', 'out_of_stock', 'low_stock', 'cart_limit'] as const;

export const reorderLineSchema = z.object({
  /** Null when the product was deleted since. */
  productId: z.string().nullable(),
  name: z.string(),
  /** Units in the order. */
  ordered: z.number().int(),
  /** Units put back in the cart now, at today's price. */
  added: z.number().int(),
  result: z.enum(REORDER_RESULTS),
  /** Null when the line was added in full. */
  reason: z.enum(REORDER_REASONS).nullable(),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

export const reorderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  cart: cartSchema,
  /** Every line of the order, in its order, with what happened to it. */
  lines: z.array(reorderLineSchema),
});
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;

/** Public tracking: the order number and the e-mail it was placed with. */
export const trackOrderQuerySchema = z.object({
  orderNumber: text().trim().toUpperCase().min(1, 'Please enter an order ID').max(FIELD_LIMITS.orderNumber),
  email: text().trim().toLowerCase().min(3).max(FIELD_LIMITS.email),
});

export const trackOrderResponseSchema = z.object({
  success: z.literal(true),
  order: orderSchema.pick({
    orderNumber: true,
    status: true,
    createdAt: true,
    shipping: true,
    timeline: true,
  }),
});
export type TrackedOrder = z.infer<typeof trackOrderResponseSchema>['order'];
