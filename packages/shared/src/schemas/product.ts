import { z } from 'zod';

/** Product shapes of the storefront (storefront §3). Prices in dollars. */

export const variantSchema = z.object({
  _id: z.string(),
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  discount: z.number().int(),
  isActive: z.boolean(),
  inStock: z.boolean(),
  stock: z.object({ quantity: z.number().int(), lowStockThreshold: z.number().int() }),
  attributes: z.object({
    color: z.string().optional(),
    size: z.string().optional(),
    material: z.string().optional(),
    style: z.string().optional(),
  }),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  image: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  discount: z.number().int(),
  savings: z.number(),
  rating: z.number(),
  reviews: z.number().int(),
  inStock: z.boolean(),
  featured: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  detailedDescription: z.string(),
  images: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  variants: z.array(variantSchema),
  /**
   * Units of the product itself (no variant) one cart line may hold now: stock on hand less what
   * payments in progress hold, at most MAX_LINE_QUANTITY; 0 when it is out of stock. A variant's line
   * holds up to its `stock.quantity`, at most MAX_LINE_QUANTITY.
   */
  maxQuantity: z.number().int(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
