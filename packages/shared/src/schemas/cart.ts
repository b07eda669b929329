import { z } from 'zod';
import { text } from './text.ts';
import { MAX_LINE_QUANTITY, PROMO_CODE_MAX_LENGTH } from '../constants.ts';
import { idSchema } from './common.ts';

/** The server-side cart (storefront §3 'Backend cart', §7 Cart). Amounts in dollars. */

export const cartProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  image: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  inStock: z.boolean(),
  discount: z.number().int(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartItemSchema = z.object({
  /** The line's own id; a product can have one line per variant. */
  _id: z.string(),
  productId: z.string(),
  /** Null for a product without variants. */
  variantId: z.string().nullable(),
  selectedVariant: z.string().nullable(),
  /** The variant's attributes, e.g. { color: 'Black', size: '256GB' }. */
  selectedOptions: z.record(z.string(), z.string()),
  product: cartProductSchema,
  quantity: z.number().int(),
  /** Unit price in dollars, from the database at the time of reading (variant price when chosen). */
  price: z.number(),
  lineTotal: z.number(),
  /** How many the shopper can have of this line: stock on hand, at most MAX_LINE_QUANTITY. */
  maxQuantity: z.number().int(),
  addedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  /** Null until the first item is added: carts are made on first write. */
  _id: z.string().nullable(),
  items: z.array(cartItemSchema),
  /** Units in the cart (sum of quantities), for the header badge. */
  itemCount: z.number().int(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  shipping: z.number(),
  total: z.number(),
  couponCode: z.string().nullable(),
  /** Why an applied code gives nothing right now (e.g. below its minimum), else null. */
  couponMessage: z.string().nullable(),
  /** The same as a code (and the minimum subtotal in dollars for COUPON_MINIMUM), to word it in any language. */
  couponIssue: z.object({ code: z.string(), minimum: z.number().nullable() }).nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  cart: cartSchema,
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

export const addToCartBodySchema = z.object({
  productId: idSchema,
  quantity: quantity.min(1, 'Quantity must be at least 1').default(1),
  /** The chosen variant's id; when absent the server picks the first active variant matching the attributes. */
  selectedVariant: idSchema.nullable().optional(),
  selectedAttributes: z.record(text().max(100), text().max(100)).nullable().optional(),
});
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

/** 0 removes the line (storefront §4: an update to 0 or less removes it); negatives are refused. */
export const updateCartBodySchema = z.object({
  quantity: quantity.min(0, 'Quantity cannot be negative'),
  /** Which line of the product, when it has several (one per variant). */
  variantId: idSchema.nullable().optional(),
});
export type UpdateCartBody = z.infer<typeof updateCartBodySchema>;

export const cartLineParamsSchema = z.object({ productId: idSchema });
export const cartLineQuerySchema = z.object({ variantId: idSchema.optional() });

export const couponBodySchema = z.object({
  code: text()
    .trim()
    .min(1, 'Please enter a promo code')
    .max(PROMO_CODE_MAX_LENGTH, `Promo code must be at most ${PROMO_CODE_MAX_LENGTH} characters`)
    .transform((v) => v.toUpperCase()),
});
